import { CalendarSync, Check, Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/api-client';
import { useCalendarFeed, useResetCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

/**
 * The personal calendar feed on the Profile tab: a secret link a calendar app subscribes to, holding
 * the student's upcoming bookings. Reset makes a new link and revokes the old one.
 */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [copied, setCopied] = useState(false);
  const active = feed.data?.active ?? false;
  // The link just made, while the feed is still on (turning it off forgets it).
  const url = active ? reset.data?.url : undefined;

  const onCopy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  const onReset = () => {
    setCopied(false);
    reset.mutate();
  };
  const failed = reset.error ?? revoke.error ?? feed.error;

  return (
    <Card className="mt-6 max-w-3xl p-6 sm:p-8">
      <section aria-labelledby="calendar-feed-heading">
        <h2 id="calendar-feed-heading" className="flex items-center gap-2 text-xl text-ink">
          <CalendarSync aria-hidden="true" className="size-5 text-sage" /> Calendar feed
        </h2>
        <p className="mt-2 text-muted">
          Subscribe to this private link in Google Calendar, Apple Calendar or Outlook and your upcoming
          Attune classes appear there, and disappear when you cancel.
        </p>
        {url ? (
          <div className="mt-5 flex flex-col gap-2">
            <Label htmlFor="calendar-feed-url">Your feed link</Label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                id="calendar-feed-url"
                value={url}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-sm"
              />
              <Button variant="secondary" onClick={onCopy}>
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-sm text-muted" role="status">
              {copied ? 'Copied to the clipboard. ' : ''}
              Keep it private: anyone with it can see your bookings. It is shown only now; reset makes a new
              one.
            </p>
          </div>
        ) : (
          active && (
            <p className="mt-5 text-ink">
              Your feed is on. For your privacy the link is shown only when it is made: reset to get a new one
              (the old one stops working).
            </p>
          )
        )}
        {failed && (
          <p role="alert" className="mt-3 text-sm font-medium text-danger">
            {errorMessage(failed, 'Something went wrong. Please try again.')}
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          <Button
            variant={active ? 'secondary' : 'primary'}
            disabled={reset.isPending || feed.isPending}
            onClick={onReset}
          >
            <RefreshCw aria-hidden="true" />
            {reset.isPending ? 'Working...' : active ? 'Reset link' : 'Create feed link'}
          </Button>
          {active && (
            <Button variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
              Turn off
            </Button>
          )}
        </div>
      </section>
    </Card>
  );
}
