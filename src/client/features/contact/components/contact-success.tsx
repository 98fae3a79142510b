import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';

export function ContactSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="flex animate-fade-in flex-col items-center gap-4 py-6 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-sage/10 text-sage">
        <MailCheck aria-hidden="true" className="size-6" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-3xl text-ink outline-none">
        Thank You!
      </h2>
      <p className="max-w-sm text-lg text-muted">Thank you for contacting us. We'll get back to you soon.</p>
      <Button variant="secondary" size="lg" onClick={onSendAnother} className="mt-2">
        Send Another Message
      </Button>
    </div>
  );
}
