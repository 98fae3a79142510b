import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium transition-[background-color,border-color,color,box-shadow,transform] duration-200 ease-out select-none disabled:pointer-events-none disabled:opacity-55 aria-disabled:cursor-not-allowed [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-sage text-white shadow-sm hover:bg-sage-hover active:translate-y-px',
        secondary: 'border border-line bg-surface text-ink hover:border-sage/40 hover:bg-sage/5',
        ghost: 'text-ink hover:bg-ink/5',
        soft: 'bg-sage/10 text-sage hover:bg-sage/15',
        /** An action that undoes something for good (cancelling a booking). */
        danger: 'bg-danger text-white shadow-sm hover:bg-danger/90 active:translate-y-px',
        link: 'rounded-sm text-sage underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-base',
        lg: 'h-12 px-7 text-base',
        icon: 'size-11',
        /** No box of its own: for text links that sit in a line of copy. */
        inline: 'text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
