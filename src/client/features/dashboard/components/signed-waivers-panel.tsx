import { Download, FileSignature } from 'lucide-react';
import { useState } from 'react';
import { formatLondonDate } from '../../../../common/format';
import type { UserWaiverSignature } from '../../../../common/schemas/waiver';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { downloadPrivateFile } from '../../../lib/download';
import { useWaiverSignatures } from '../../../lib/waivers';

/**
 * The waivers the student has signed (issue 66), each as the PDF of what they signed: the text, their
 * answers, their typed name and the time. Nothing shows for someone who has signed none.
 */
export function SignedWaiversPanel() {
  const signatures = useWaiverSignatures();
  if (!signatures.data?.length) return null;
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="signed-waivers-heading">
        <h2 id="signed-waivers-heading" className="flex items-center gap-2 text-xl text-ink">
          <FileSignature aria-hidden="true" className="size-5 text-sage" /> Signed waivers
        </h2>
        <p className="mt-2 text-muted">
          What you signed at each studio, with your answers. Only you and that studio can read them.
        </p>
        <ul className="mt-5 flex flex-col divide-y divide-line">
          {signatures.data.map((signature) => (
            <SignedWaiver key={signature.id} signature={signature} />
          ))}
        </ul>
      </section>
    </Card>
  );
}

function SignedWaiver({ signature }: { signature: UserWaiverSignature }) {
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const onDownload = async () => {
    setBusy(true);
    setFailed(undefined);
    try {
      await downloadPrivateFile(signature.pdfUrl, `${signature.studioName} waiver v${signature.version}.pdf`);
    } catch (error) {
      setFailed(errorMessage(error, 'The PDF could not be downloaded. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-ink">{signature.studioName}</p>
        <p className="text-sm text-muted">
          {signature.title}, version {signature.version}, signed {formatLondonDate(signature.signedAt)}
        </p>
        {failed && (
          <p role="alert" className="text-sm font-medium text-danger">
            {failed}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={onDownload}
        className="self-start sm:self-auto"
      >
        <Download aria-hidden="true" /> PDF
        <span className="sr-only"> of the waiver signed at {signature.studioName}</span>
      </Button>
    </li>
  );
}
