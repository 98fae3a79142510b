import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { type ComponentProps, createContext, useContext, useState } from 'react';
import { cn } from '../../lib/cn';
import { useIdle } from '../../lib/idle';
import { fieldClasses } from './input';

/**
 * Whether this select's items are mounted. A closed Radix Select renders its items into a detached
 * fragment, from a layout effect (so as a synchronous second render), only to copy the chosen item's
 * text into the trigger. During hydration that ran for every select on the page at once: the longest
 * task of /browse. And the server, which runs no effects, sent the triggers empty. So the trigger's
 * text comes from SelectValue's children (drawn on the server too), and the items mount when the
 * browser is first idle (so typing a letter on a closed select still picks an item) or when it opens.
 */
const ItemsMountedContext = createContext(true);

export function Select({ open, onOpenChange, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const [opened, setOpened] = useState(false);
  const idle = useIdle();
  return (
    <ItemsMountedContext.Provider value={idle || opened || open === true}>
      <SelectPrimitive.Root
        open={open}
        onOpenChange={(next) => {
          if (next) setOpened(true);
          onOpenChange?.(next);
        }}
        {...props}
      />
    </ItemsMountedContext.Provider>
  );
}

/** The trigger's text: pass the chosen option's label as children (see ItemsMountedContext). */
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        fieldClasses,
        'flex h-12 items-center justify-between gap-2 text-left data-[placeholder]:text-muted [&>span]:truncate',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  if (!useContext(ItemsMountedContext)) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={6}
        className={cn(
          'relative z-50 max-h-[min(var(--radix-select-content-available-height),22rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-card border border-line bg-surface shadow-lifted data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1.5">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex cursor-default items-center rounded-lg py-2.5 pr-9 pl-3 text-base text-ink outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-sage/10 data-[highlighted]:text-sage-hover',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-3 inline-flex items-center">
        <Check aria-hidden="true" className="size-4 text-sage" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
