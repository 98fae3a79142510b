import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

/**
 * The row of tabs. On a narrow screen more tabs than fit scroll sideways inside the row (each keeps its
 * label on one line) instead of widening the page; the arrow keys bring the focused tab into view.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-full bg-ink/5 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  onMouseDown,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Radix focuses the tab from script on mouse down, which Chromium rings like keyboard focus.
        // Focusing it first without the ring keeps the ring for keyboard users only.
        // (focusVisible is newer than TypeScript's DOM types; browsers without it ignore it.)
        const options: FocusOptions & { focusVisible?: boolean } = { focusVisible: false };
        if (!event.defaultPrevented && event.button === 0) event.currentTarget.focus(options);
      }}
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center rounded-full px-4 whitespace-nowrap text-sm font-medium text-muted transition-colors duration-150 hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** One tab per choice, sharing the full width equally: the switch between two forms. */
export function FullWidthTabsList({ tabs }: { tabs: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <TabsList className="w-full">
      {tabs.map(({ value, label }) => (
        <TabsTrigger key={value} value={value} className="flex-1">
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6', className)} {...props} />;
}
