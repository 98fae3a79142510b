import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { failureToast } from '../../../components/ui/use-toast';
import { downloadPrivateFile } from '../../../lib/download';

/**
 * "Download CSV" of one of the owner's exports. The exports need the bearer token, so the file is
 * fetched and handed over (lib/download.ts) under the name the server gives it.
 */
export function DownloadCsvButton({
  url,
  filename,
  label = 'Download CSV',
  description,
}: {
  url: string;
  /** Used only if the server names no file. */
  filename: string;
  label?: string;
  /** Said after the label to a screen reader: what is downloaded ("of the roster"). */
  description?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = () => {
    if (busy) return;
    setBusy(true);
    downloadPrivateFile(url, filename)
      .catch(failureToast('Could not download the file', 'Please try again.'))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="secondary" size="sm" aria-disabled={busy} onClick={run}>
      <Download aria-hidden="true" /> {label}
      {description && <span className="sr-only"> {description}</span>}
    </Button>
  );
}
