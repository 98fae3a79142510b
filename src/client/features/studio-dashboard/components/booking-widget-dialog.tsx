import { Check, Code, Copy, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { OwnerStudio } from '../../../../common/schemas/owner-studio';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { widgetSnippet } from './widget-snippet';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Booking widget: the code that puts a studio's next two weeks, with Book buttons, on the studio's
 * own website, with a Copy button. Self-contained: the card only places its trigger.
 */
export function BookingWidgetDialog({ studio }: { studio: Pick<OwnerStudio, 'id' | 'name'> }) {
  const [resize, setResize] = useState(true);
  const [copy, setCopy] = useState<CopyState>('idle');
  const id = useId();
  const origin = window.location.origin;
  const code = widgetSnippet(origin, studio, resize);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Dialog onOpenChange={() => setCopy('idle')}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={`Booking widget for ${studio.name}`}>
          {/* The label from the small breakpoint up: on a phone the card's row of actions has no room. */}
          <Code aria-hidden="true" /> <span className="hidden sm:inline">Widget</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Booking widget"
        size="lg"
        description={
          <p>
            Let visitors to your website book at {studio.name}: paste this code into a page of your site. It
            shows your next two weeks of sessions, and Book opens Attune in a new tab.
          </p>
        }
      >
        <div className="flex items-center justify-between gap-4 rounded-card border border-line p-4">
          <div className="flex min-w-0 flex-col gap-1">
            <Label htmlFor={`${id}-resize`}>Fit the widget to its content</Label>
            <p id={`${id}-resize-hint`} className="text-sm text-muted">
              Adds a small script that sets the widget's height, so it never scrolls inside your page.
            </p>
          </div>
          <Switch
            id={`${id}-resize`}
            checked={resize}
            onCheckedChange={(on) => {
              setResize(on);
              setCopy('idle');
            }}
            aria-describedby={`${id}-resize-hint`}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-code`}>Code to paste</Label>
          <Textarea
            id={`${id}-code`}
            value={code}
            readOnly
            rows={resize ? 6 : 4}
            spellCheck={false}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-sm break-all"
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onCopy}>
            {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copy === 'copied' ? 'Copied' : 'Copy code'}
          </Button>
          <Button asChild variant="ghost">
            <a href={`/embed/studios/${studio.id}`} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" /> Preview
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </div>
        <p
          role="status"
          className={copy === 'failed' ? 'text-sm font-medium text-danger' : 'text-sm text-success'}
        >
          {copy === 'copied' && 'Copied to the clipboard.'}
          {copy === 'failed' && 'Could not copy: select the code and copy it yourself.'}
        </p>
      </DialogContent>
    </Dialog>
  );
}
