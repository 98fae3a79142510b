import { BadgeCheck, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { formatSessionDate } from '../../../../../common/format';
import type { OperatorBooking } from '../../../../../common/schemas/operator';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import {
  useAuditLog,
  useOperatorStudios,
  useOperatorUser,
  useOperatorUsers,
  useReportedReviews,
} from '../../api/operator';
import { ReasonDialog } from './reason-dialog';

const row =
  'flex flex-col gap-3 rounded-card border border-line bg-surface p-4 sm:flex-row sm:items-start sm:justify-between';
const empty = (text: string) => <p className="rounded-card bg-ink/5 p-6 text-center text-muted">{text}</p>;
const loading = <p className="text-muted">Loading…</p>;

function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex max-w-md flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** Reported reviews, the latest reported first: hide one with a reason, or restore it. */
export function ReviewsTab() {
  const { data, isLoading } = useReportedReviews();
  if (isLoading) return loading;
  if (!data?.length) return empty('No reported reviews.');
  return (
    <ul className="flex flex-col gap-3">
      {data.map((r) => (
        <li key={r.reviewId} className={row}>
          <div className="min-w-0">
            <p className="font-medium text-ink">
              {r.rating} ★ at {r.studioName}{' '}
              {r.hidden && (
                <Badge className="ml-2 bg-ink/10 text-ink">
                  <EyeOff aria-hidden="true" className="size-3.5" /> Hidden
                </Badge>
              )}
            </p>
            <p className="mt-1 wrap-anywhere text-ink/80">{r.comment ?? 'No comment.'}</p>
            <p className="mt-2 text-sm text-muted">
              {r.reports} {r.reports === 1 ? 'report' : 'reports'}: {r.reasons.join(', ')}. Last on{' '}
              {formatSessionDate(r.reportedAt)}.
            </p>
          </div>
          {r.hidden ? (
            <ReasonDialog
              label="Restore"
              labelFor={`Restore review of ${r.studioName}`}
              title="Restore this review?"
              description="It returns to the studio's page and counts towards its rating again."
              path={`reviews/${r.reviewId}/restore`}
              done="Review restored"
            />
          ) : (
            <ReasonDialog
              label="Hide"
              labelFor={`Hide review of ${r.studioName}`}
              title="Hide this review?"
              description="It leaves the studio's page and rating at once. The reviewer is told, with your reason."
              path={`reviews/${r.reviewId}/hide`}
              done="Review hidden"
              danger
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Studios by name, postcode or owner: verify one (or take it back), or suspend it (or lift its suspension) with a reason. */
export function StudiosTab() {
  const [q, setQ] = useState('');
  const { data, isLoading } = useOperatorStudios(q);
  return (
    <div className="flex flex-col gap-5">
      <SearchBox label="Search studios by name, postcode or owner e-mail" value={q} onChange={setQ} />
      {isLoading ? (
        loading
      ) : !data?.length ? (
        empty('No studios match.')
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((s) => (
            <li key={s.id} className={row}>
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {s.name}{' '}
                  {s.verified && (
                    <Badge className="ml-1 bg-sage/10 text-sage">
                      <BadgeCheck aria-hidden="true" className="size-3.5" /> Verified
                    </Badge>
                  )}
                  {s.suspended && <Badge className="ml-1 bg-danger/10 text-danger">Suspended</Badge>}
                </p>
                <p className="mt-1 text-sm wrap-anywhere text-muted">
                  {s.address}, {s.postcode ?? s.city}. Owner {s.ownerEmail}. {s.reviewCount} reviews,{' '}
                  {s.rating} ★.
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {s.verified ? (
                  <ReasonDialog
                    label="Unverify"
                    labelFor={`Unverify ${s.name}`}
                    title={`Unverify ${s.name}?`}
                    description="Its page and cards no longer show the Verified badge."
                    path={`studios/${s.id}/unverify`}
                    done="Studio unverified"
                  />
                ) : (
                  <ReasonDialog
                    label="Verify"
                    labelFor={`Verify ${s.name}`}
                    title={`Verify ${s.name}?`}
                    description="Its page and cards show a Verified badge."
                    path={`studios/${s.id}/verify`}
                    done="Studio verified"
                  />
                )}
                {s.suspended ? (
                  <ReasonDialog
                    label="Lift suspension"
                    labelFor={`Lift the suspension of ${s.name}`}
                    title={`Lift the suspension of ${s.name}?`}
                    description="Its owner has it back. Cancelled sessions stay cancelled and ended passes stay ended, so it returns to the catalogue once its owner schedules again."
                    path={`studios/${s.id}/unsuspend`}
                    done="Suspension lifted"
                  />
                ) : (
                  <ReasonDialog
                    label="Suspend"
                    labelFor={`Suspend ${s.name}`}
                    title={`Suspend ${s.name}?`}
                    description="It leaves the catalogue, and its future sessions are cancelled: every booked student is told and refunded. Its passes and memberships end, their unused part refunded, and its owner can change nothing until the suspension is lifted."
                    path={`studios/${s.id}/suspend`}
                    done="Studio suspended"
                    danger
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BookingRow({ b }: { b: OperatorBooking }) {
  return (
    <li className={row}>
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {b.classTitle} at {b.studioName}
        </p>
        <p className="mt-1 text-sm text-muted">
          {formatSessionDate(b.startTime)}. {b.status}, paid £{b.amountPaid}
          {b.refunds.length > 0 && `; refunded ${b.refunds.map((r) => `£${r.amount}`).join(' + ')}`}.
        </p>
      </div>
      {Number(b.refundable) > 0 && (
        <ReasonDialog
          label="Refund"
          labelFor={`Refund ${b.classTitle} on ${formatSessionDate(b.startTime)}`}
          title="Refund this booking?"
          description={`On the studio's behalf: up to £${b.refundable}. The student is told, and the studio's revenue shows it.`}
          path={`bookings/${b.id}/refund`}
          done="Refund made"
          amountUpTo={b.refundable}
        />
      )}
    </li>
  );
}

function Person({ id }: { id: string }) {
  const { data } = useOperatorUser(id);
  if (!data) return loading;
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ') || data.username;
  return (
    <section aria-label={`${name}'s bookings`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-xl text-ink">
          {name} {data.suspended && <Badge className="ml-1 bg-danger/10 text-danger">Suspended</Badge>}
        </h3>
        {data.suspended ? (
          <ReasonDialog
            label="Lift suspension"
            title={`Lift ${name}'s suspension?`}
            description="They can sign in again."
            path={`users/${data.id}/unsuspend`}
            done="Suspension lifted"
          />
        ) : (
          <ReasonDialog
            label="Suspend"
            title={`Suspend ${name}?`}
            description="They are signed out everywhere at once, and sign-in tells them the account is suspended."
            path={`users/${data.id}/suspend`}
            done="Person suspended"
            danger
          />
        )}
      </div>
      {data.bookings.length === 0 ? (
        empty('No bookings.')
      ) : (
        <ul className="flex flex-col gap-3">
          {data.bookings.map((b) => (
            <BookingRow key={b.id} b={b} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** People by e-mail or name: their bookings (and refunds of them), suspension. */
export function PeopleTab() {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const { data, isLoading } = useOperatorUsers(q);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="flex flex-col gap-4">
        <SearchBox label="Search people by e-mail or name" value={q} onChange={setQ} />
        {isLoading ? (
          loading
        ) : !data?.length ? (
          empty('Nobody matches.')
        ) : (
          <ul className="flex flex-col gap-2">
            {data.map((u) => (
              <li key={u.id}>
                <Button
                  variant={chosen === u.id ? 'soft' : 'ghost'}
                  className="h-auto w-full justify-start py-2 text-left whitespace-normal"
                  aria-pressed={chosen === u.id}
                  onClick={() => setChosen(u.id)}
                >
                  <span className="min-w-0 wrap-anywhere">
                    {[u.firstName, u.lastName].filter(Boolean).join(' ') || u.username} ({u.email})
                    {u.suspended && ', suspended'}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen ? <Person id={chosen} /> : empty('Choose a person to see their bookings.')}
    </div>
  );
}

/** The audit log, newest first. */
export function AuditTab() {
  const { data, isLoading } = useAuditLog();
  if (isLoading) return loading;
  if (!data?.length) return empty('No operator actions yet.');
  return (
    <ul className="flex flex-col gap-3">
      {data.map((a) => (
        <li key={a.id} className="rounded-card border border-line bg-surface p-4">
          <p className="font-medium text-ink">
            {a.action} on {a.targetType}{' '}
            <span className="font-mono text-sm break-all text-muted">{a.targetId}</span>
          </p>
          <p className="mt-1 wrap-anywhere text-ink/80">“{a.reason}”</p>
          <p className="mt-1 text-sm break-all text-muted">
            {formatSessionDate(a.at)} · before {JSON.stringify(a.before)} · after {JSON.stringify(a.after)}
          </p>
        </li>
      ))}
    </ul>
  );
}
