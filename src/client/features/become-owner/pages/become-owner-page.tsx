import { CalendarCheck, Eye, Store } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { SignedInPage } from '../../../components/require-auth';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureToast, toast } from '../../../components/ui/use-toast';
import type { AuthUser } from '../../../lib/auth';
import { useBecomeOwner } from '../api/become-owner';

const WHAT_CHANGES = [
  { Icon: CalendarCheck, text: 'Your bookings, passes and sign-in stay exactly as they are.' },
  { Icon: Store, text: 'You get a studio dashboard: add your studio, its classes and their sessions.' },
  { Icon: Eye, text: 'Your studio goes public once one of its classes has a session to book.' },
];

/**
 * /list-your-studio: "List Your Studio" for a signed-in student. One account does both: confirming
 * makes it a studio owner's and opens the studio dashboard, where the first steps wait. An owner
 * who comes here is already one, and goes straight to the dashboard.
 */
export function BecomeOwnerPage() {
  return (
    <SignedInPage
      className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 lg:px-8 lg:pt-14"
      pending={<Skeleton shape="card" className="h-96" />}
    >
      {(user) =>
        user.userType === 'studio' ? <Navigate to="/studio-dashboard" replace /> : <BecomeOwner user={user} />
      }
    </SignedInPage>
  );
}

function BecomeOwner({ user }: { user: AuthUser }) {
  const becomeOwner = useBecomeOwner();
  const navigate = useNavigate();
  const confirm = () =>
    becomeOwner.mutate(undefined, {
      onSuccess: () => {
        toast({
          variant: 'success',
          title: 'Your account can now list a studio',
          description: 'Start with your studio’s details.',
        });
        navigate('/studio-dashboard');
      },
      onError: failureToast('Could not list your studio', 'Please try again.'),
    });

  return (
    <>
      <PageTitle>List your studio</PageTitle>
      <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Studio</p>
      <h1 className="mt-3 text-3xl text-ink sm:text-4xl">List your studio on Attune</h1>
      <p className="mt-4 text-lg text-muted">
        You are signed in as <strong className="font-semibold wrap-anywhere text-ink">{user.email}</strong>.
        There is no need for a second account: list your studio with this one.
      </p>
      <Card className="mt-8 p-5 sm:p-8">
        <h2 className="font-sans text-base font-semibold text-ink">What changes</h2>
        <ul className="mt-4 flex flex-col gap-4">
          {WHAT_CHANGES.map(({ Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-ink">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-sage/10 text-sage">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-1.5">{text}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 border-t border-line pt-6 min-[480px]:flex-row min-[480px]:items-center">
          <Button size="lg" onClick={confirm} disabled={becomeOwner.isPending}>
            {becomeOwner.isPending ? 'Listing…' : 'List your studio with this account'}
          </Button>
          <Button asChild variant="ghost" size="lg">
            <Link to="/dashboard">Not now</Link>
          </Button>
        </div>
      </Card>
    </>
  );
}
