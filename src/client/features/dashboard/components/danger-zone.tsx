import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { InputField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { noticeAfterReload } from '../../../lib/notice-after-reload';
import { homePath } from '../../../lib/site-mode';
import { downloadMyData, useDeleteAccount } from '../api/account';
import { WhatDeletingLoses } from './what-deleting-loses';

/** Your data: download everything Attune holds (JSON), or delete the account behind a confirmation. */
export function DangerZone() {
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const download = () =>
    downloadMyData().catch(() =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Your data could not be downloaded. Please try again.',
      }),
    );

  const confirmDelete = (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required');
    remove.mutate(password, {
      onSuccess: () => {
        // A full load of the marketplace's home (not the coming-soon page, which would make a live
        // marketplace look closed): a client-side navigation would still be on the dashboard,
        // which asks for an account, when signing out lands, and would go to the sign-in page.
        signOut();
        noticeAfterReload({
          title: 'Account deleted',
          description: 'Your upcoming bookings are cancelled and your details erased.',
        });
        window.location.replace(homePath());
      },
      onError: (err) => setError(errorMessage(err, 'Your account could not be deleted. Please try again.')),
    });
  };

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl text-ink">Your data</h2>
      <p className="mt-1 text-muted">
        Download everything Attune holds about you, or delete your account. Read how we use your data in our{' '}
        <a href="/privacy" className="text-sage underline underline-offset-4">
          privacy notice
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={download}>
          Download my data
        </Button>
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            setPassword('');
            setError(undefined);
          }}
        >
          <Dialog.Trigger asChild>
            <Button variant="secondary" className="border-danger/40 text-danger hover:bg-danger/5">
              Delete account
            </Button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-h-[calc(100dvh-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-card bg-surface p-6 shadow-lifted">
              <Dialog.Title className="font-display text-xl text-ink">Delete your account?</Dialog.Title>
              <Dialog.Description className="mt-2 text-muted">
                Your upcoming bookings will be cancelled and your details erased. This cannot be undone.
              </Dialog.Description>
              <WhatDeletingLoses />
              <form noValidate onSubmit={confirmDelete} className="mt-6 flex flex-col gap-5">
                <InputField
                  id="delete-password"
                  label="Password"
                  error={error}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <div className="flex flex-wrap justify-end gap-3">
                  <Dialog.Close asChild>
                    <Button type="button" variant="secondary">
                      Keep my account
                    </Button>
                  </Dialog.Close>
                  <Button type="submit" variant="danger" disabled={remove.isPending}>
                    {remove.isPending ? 'Deleting...' : 'Delete my account'}
                  </Button>
                </div>
              </form>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </Card>
  );
}
