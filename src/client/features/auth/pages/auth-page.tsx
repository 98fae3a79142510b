import { CalendarCheck, Flower2, Info, Store } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import type { AuthPageState } from '../../../components/require-auth';
import { Card } from '../../../components/ui/card';
import { FullWidthTabsList, Tabs, TabsContent } from '../../../components/ui/tabs';
import { useToaster } from '../../../components/ui/toast-host';
import { homeOf, useAuth } from '../../../lib/auth';
import { safeRedirect } from '../../../lib/redirect';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

type Tab = 'signin' | 'signup';

const PROMISES = [
  { Icon: Flower2, text: 'Yoga, mental health, reiki and sound baths across London' },
  { Icon: CalendarCheck, text: 'Your upcoming and past classes, all in one place' },
  { Icon: Store, text: 'Studio owners: your studios and classes at a glance' },
];

export function AuthPage() {
  useToaster();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: AuthPageState | null };
  // Without a page to come back to, sign-in lands on the account's home (an owner's is the studio
  // dashboard, with its first steps), decided once the account is known.
  const redirect = params.get('redirect');
  const redirectTo = redirect === null ? undefined : safeRedirect(redirect);
  // "List Your Studio" links here with ?mode=signup&type=studio: the sign-up tab, Studio Owner chosen.
  const [tab, setTab] = useState<Tab>(params.get('mode') === 'signup' ? 'signup' : 'signin');
  const accountType = params.get('type') === 'studio' ? 'studio' : 'user';
  const mode = params.get('mode');
  // The header's link can be followed while /auth is already open: the new query picks the tab again.
  useEffect(() => {
    if (mode === 'signup') setTab('signup');
  }, [mode]);

  return (
    <div className="relative isolate">
      <PageTitle>{tab === 'signin' ? 'Sign In' : 'Sign Up'}</PageTitle>
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
        <div className="absolute inset-0 bg-gradient-to-b from-sage/10 via-sand to-sand" />
        <div className="absolute -top-24 -left-24 size-[26rem] rounded-full bg-clay/10 blur-3xl" />
        <div className="absolute top-8 -right-32 size-[24rem] rounded-full bg-mental-health/10 blur-3xl" />
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-10 pb-4 sm:px-6 lg:grid-cols-[1fr_1.15fr] lg:gap-16 lg:px-8 lg:pt-16">
        <div className="lg:pt-8">
          <p className="text-sm font-semibold tracking-[0.14em] text-sage uppercase">Your account</p>
          <h1 className="mt-4 text-3xl text-ink sm:text-4xl">Welcome to Attune</h1>
          <p className="mt-5 max-w-md text-lg text-muted">
            Sign in to book a class and keep track of your practice, or create an account in a minute.
          </p>
          <ul className="mt-8 hidden flex-col gap-4 sm:flex">
            {PROMISES.map(({ Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-ink">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-sage shadow-raised">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>

        <Card className="p-5 sm:p-8">
          {state?.notice === 'studio-only' ? (
            <Notice>
              The studio dashboard is for studio owners. Sign in with a studio owner account to open it.
            </Notice>
          ) : (
            user && (
              <Notice>
                You are signed in as <strong className="font-semibold wrap-anywhere">{user.email}</strong>.{' '}
                <Link
                  to={homeOf(user)}
                  className="rounded-sm font-medium text-sage underline underline-offset-4 hover:text-sage-hover"
                >
                  Go to your dashboard
                </Link>
              </Notice>
            )
          )}
          <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)}>
            <FullWidthTabsList
              tabs={[
                { value: 'signin', label: 'Sign In' },
                { value: 'signup', label: 'Sign Up' },
              ]}
            />
            {/* Both forms stay mounted, so switching tabs never loses what was typed. */}
            <TabsContent value="signin" forceMount className="data-[state=inactive]:hidden">
              <SignInForm redirectTo={redirectTo} active={tab === 'signin'} />
              <SwitchTab
                question="New to Attune?"
                action="Create an account"
                onClick={() => setTab('signup')}
              />
            </TabsContent>
            <TabsContent value="signup" forceMount className="data-[state=inactive]:hidden">
              <SignUpForm key={accountType} accountType={accountType} redirectTo={redirectTo} />
              <SwitchTab
                question="Already have an account?"
                action="Sign in"
                onClick={() => setTab('signin')}
              />
            </TabsContent>
          </Tabs>
        </Card>
      </div>
    </div>
  );
}

function SwitchTab({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-6 text-center text-sm text-muted">
      {question}{' '}
      <button
        type="button"
        onClick={onClick}
        className="rounded-sm font-medium text-sage underline-offset-4 hover:text-sage-hover hover:underline"
      >
        {action}
      </button>
    </p>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="mb-6 flex items-start gap-3 rounded-card bg-sage/10 px-4 py-3 text-sm text-ink">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sage" />
      <span>{children}</span>
    </p>
  );
}
