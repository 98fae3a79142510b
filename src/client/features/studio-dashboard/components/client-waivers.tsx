import { HeartPulse } from 'lucide-react';
import { formatLondonDate } from '../../../../common/format';
import type { ClientWaiver } from '../../../../common/schemas/waiver';

/**
 * A client's latest answers to each of the owner's studios' waivers (issue 66): flagged answers
 * marked in words, so the owner knows before the class what the teacher should.
 */
export function ClientWaivers({ waivers }: { waivers: ClientWaiver[] }) {
  if (waivers.length === 0) return null;
  return (
    <section aria-labelledby="client-waivers" className="flex flex-col gap-3">
      <h3 id="client-waivers" className="text-lg text-ink">
        Waiver answers
      </h3>
      {waivers.map((waiver) => (
        <div key={waiver.signatureId} className="flex flex-col gap-2 rounded-card border border-line p-4">
          <p className="text-sm text-muted">
            {waiver.studioName}: version {waiver.version}, signed {formatLondonDate(waiver.signedAt)}
          </p>
          {waiver.answers.length === 0 ? (
            <p className="text-sm text-muted">No questions answered.</p>
          ) : (
            <dl className="flex flex-col gap-2 text-sm">
              {waiver.answers.map((answer) => (
                <div key={answer.key}>
                  <dt className="text-muted">{answer.label}</dt>
                  <dd className="flex items-start gap-1.5 font-medium whitespace-pre-line wrap-anywhere text-ink">
                    {answer.flag && answer.answer && answer.answer !== 'no' && (
                      <>
                        <HeartPulse aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay" />
                        <span className="sr-only">Health note: </span>
                      </>
                    )}
                    {answer.answer || <span className="font-normal text-muted italic">Not answered</span>}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ))}
    </section>
  );
}
