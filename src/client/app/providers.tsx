import type { ReactNode } from 'react';
import { ToastHost } from '../components/ui/toast-host';
import { AuthProvider } from '../lib/auth';

/** Only what every page needs; data fetching, tooltips and the toaster come with the screens that use them. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <ToastHost />
    </AuthProvider>
  );
}
