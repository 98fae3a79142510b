import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToasts } from './use-toast';

const ICONS = {
  default: <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage" />,
  success: <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />,
  destructive: <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />,
};

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <Toast
          key={id}
          variant={variant}
          data-variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          {ICONS[variant]}
          <div className="grid gap-0.5">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
