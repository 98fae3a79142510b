import { type ReactNode, useEffect } from 'react';
import { ToastHost } from '../components/ui/toast-host';
import { toast } from '../components/ui/use-toast';
import { AuthProvider } from '../lib/auth';
import { takeNoticeAfterReload } from '../lib/notice-after-reload';

/** Shows the toast a previous page left for this load (after deleting the account, say). */
function NoticeAfterReload() {
  useEffect(() => {
    const notice = takeNoticeAfterReload();
    if (notice) toast({ variant: 'success', ...notice });
  }, []);
  return null;
}

/** Only what every page needs; data fetching and the toaster come with the screens that use them. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <NoticeAfterReload />
      <ToastHost />
    </AuthProvider>
  );
}
