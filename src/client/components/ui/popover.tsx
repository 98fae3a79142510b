import * as PopoverPrimitive from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

/**
 * A panel anchored to its trigger (Radix: focus moves in on open, Escape or a click outside closes
 * it and focus returns to the trigger). It never grows past the screen: it scrolls inside instead.
 */
export function PopoverContent({ className, ...props }: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align="end"
        sideOffset={8}
        collisionPadding={12}
        className={cn(
          'z-50 flex max-h-(--radix-popover-content-available-height) w-[min(24rem,calc(100vw-1.5rem))] flex-col overflow-hidden rounded-card-lg bg-surface shadow-lifted outline-none data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
