import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { StandaloneShell } from '../../../components/standalone-shell';
import { Button } from '../../../components/ui/button';
import { OrbitArt } from '../components/orbit-art';
import { WaitlistSuccess } from '../components/waitlist-success';

// The form (react-hook-form + zod) loads only when asked for, keeping the first visit light.
const loadForm = () => import('../components/waitlist-form');
const WaitlistForm = lazy(() => loadForm().then((module) => ({ default: module.WaitlistForm })));

type View = 'intro' | 'form' | 'joined';

export function LandingPage() {
  const [view, setView] = useState<View>('intro');
  const joinButtonRef = useRef<HTMLButtonElement>(null);

  const backToIntro = () => {
    setView('intro');
    requestAnimationFrame(() => joinButtonRef.current?.focus());
  };

  return (
    <StandaloneShell art={<OrbitArt />} className="items-center justify-center">
      <PageTitle>Coming Soon</PageTitle>
      <div className="flex w-full max-w-xl flex-col items-center text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-sage/20 bg-surface/80 px-4 py-1.5 text-sm font-semibold tracking-[0.14em] text-sage uppercase backdrop-blur">
          <span aria-hidden="true" className="size-2 rounded-full bg-clay motion-safe:animate-pulse" />
          Coming Soon
        </p>
        <h1 className="mt-6 text-4xl text-ink sm:text-5xl">
          Enter the Wellbeing <em className="text-sage italic">Universe</em>
        </h1>
        <p className="mt-5 max-w-md text-lg text-muted">
          Join the waiting list and be the first to hear from us once we've launched!
        </p>

        <div className="mt-10 w-full">
          {view === 'intro' && (
            <div className="flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Button
                ref={joinButtonRef}
                size="lg"
                className="w-full sm:w-auto"
                onClick={() => setView('form')}
                onPointerEnter={() => void loadForm()}
                onFocus={() => void loadForm()}
              >
                Join the waiting list
              </Button>
              <Button asChild variant="secondary" size="lg" className="w-full sm:w-auto">
                <Link to="/our-story">Our Story</Link>
              </Button>
            </div>
          )}
          {view === 'form' && (
            <Suspense fallback={<div className="h-[36rem]" aria-busy="true" />}>
              <WaitlistForm onBack={backToIntro} onJoined={() => setView('joined')} />
            </Suspense>
          )}
          {view === 'joined' && <WaitlistSuccess onJoinAnother={() => setView('form')} />}
        </div>
      </div>
    </StandaloneShell>
  );
}
