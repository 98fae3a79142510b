import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

export function WaitlistSuccess({ onJoinAnother }: { onJoinAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex w-full animate-fade-in flex-col items-center gap-4 rounded-card bg-surface/90 p-8 text-center shadow-lifted backdrop-blur">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-sage/10 text-sage">
        <PartyPopper aria-hidden="true" className="size-6" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl text-ink outline-none">
        Welcome to the List!
      </h2>
      <p className="text-lg text-muted">✨ We can't wait to share more with you soon!</p>
      <Button variant="secondary" size="lg" onClick={onJoinAnother} className="mt-2">
        Join Another Person
      </Button>
    </div>
  );
}
