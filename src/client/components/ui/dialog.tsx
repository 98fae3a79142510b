import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

interface DialogContentProps {
  title: string;
  /** Read out with the title when the dialog opens; Radix links it to the dialog as its description. */
  description?: ReactNode;
  children: ReactNode;
  /** Wider dialogs for forms with two columns. */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A modal: focus moves in and is kept there, Escape and the close button leave, and focus returns to
 * the button that opened it (Radix). On a phone it fills the width and scrolls inside.
 */
export function DialogContent({ title, description, children, size = 'md', className }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/40 backdrop-blur-[2px]" />
      <DialogPrimitive.Content
        // Without a description Radix warns unless told so explicitly.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 animate-fade-in flex-col overflow-y-auto rounded-card bg-surface p-5 shadow-raised focus:outline-none sm:p-7',
          size === 'lg' ? 'max-w-2xl' : 'max-w-lg',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <DialogPrimitive.Title className="font-display text-2xl text-ink">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-ink/5 hover:text-ink"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {description && (
          // A div, so a description may hold more than one sentence or block.
          <DialogPrimitive.Description asChild>
            <div className="mt-1 text-ink/80">{description}</div>
          </DialogPrimitive.Description>
        )}
        <div className="mt-5 flex flex-col gap-5">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
