import { ChevronDown, FileWarning, HeartPulse } from 'lucide-react';
import type { RosterWaiverFields } from '../../../../common/schemas/waiver';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { useDisclosure } from '../../../lib/use-disclosure';

/**
 * What the studio's waiver tells the teacher about one person (issue 66): a marker when a flagged
 * question was answered (an injury, a pregnancy…), with the answers one tap away, and a marker when
 * the latest version is not signed. Said in words and an icon, never by colour alone.
 */
export function RosterHealthNotes({ name, waiver, flags }: { name: string } & Partial<RosterWaiverFields>) {
  const answers = useDisclosure();
  const notSigned = waiver && !waiver.signed;
  if (!flags?.length && !notSigned) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {notSigned && (
          <Badge className="bg-ink/5 px-2 py-1 text-ink" data-testid="waiver-not-signed">
            <FileWarning aria-hidden="true" className="size-3.5" />
            {waiver.version ? `Signed version ${waiver.version}, not the latest` : 'Waiver not signed'}
          </Badge>
        )}
        {flags && flags.length > 0 && (
          <button
            type="button"
            {...answers.toggle}
            aria-label={`Health notes for ${name}: ${answers.open ? 'hide' : 'show'} ${flags.length === 1 ? 'the answer' : `${flags.length} answers`}`}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-clay/50 bg-clay/10 px-3 text-sm font-semibold text-ink hover:bg-clay/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage"
            data-testid="health-flag"
          >
            <HeartPulse aria-hidden="true" className="size-4 text-clay" />
            Health note{flags.length === 1 ? '' : 's'}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', answers.open && 'rotate-180')}
            />
          </button>
        )}
      </div>
      {flags && flags.length > 0 && (
        <dl
          id={answers.panelId}
          hidden={!answers.open}
          className="flex flex-col gap-2 rounded-card border border-clay/30 bg-surface p-3 text-sm"
        >
          {flags.map((flag) => (
            <div key={flag.key}>
              <dt className="text-muted">{flag.label}</dt>
              <dd className="font-medium whitespace-pre-line wrap-anywhere text-ink">{flag.answer}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
