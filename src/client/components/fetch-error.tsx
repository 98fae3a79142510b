import { CloudOff } from 'lucide-react';
import { StatusPanel } from './status-panel';
import { Button } from './ui/button';

/** A failed fetch: the page's text (e.g. 'Failed to fetch classes') and a way to try again. */
export function FetchError({
  title,
  onRetry,
  titleAs,
}: {
  title: string;
  onRetry: () => void;
  titleAs?: 'h1' | 'h2';
}) {
  return (
    <StatusPanel
      icon={CloudOff}
      tone="error"
      title={title}
      titleAs={titleAs}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      <p>Please check your connection and try again.</p>
    </StatusPanel>
  );
}
