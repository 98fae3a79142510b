import { useId, useState } from 'react';
import { formatSessionDate } from '../../../../../common/format';
import type { OperatorBooking } from '../../../../../common/schemas/operator';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useOperatorUser, useOperatorUsers } from '../../api/operator';
import { empty, loading, row, SearchBox } from './console-parts';
import { PersonPasses } from './person-passes';
import { ReasonDialog } from './reason-dialog';

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

/** A heading inside a person's page: the page's own outline for a screen reader's list of headings. */
const subheading = (id: string, text: string) => (
  <h3 id={id} className="text-sm font-semibold tracking-[0.08em] text-muted uppercase">
    {text}
  </h3>
);

function Person({ id }: { id: string }) {
  const { data } = useOperatorUser(id);
  const ids = useId();
  if (!data) return loading;
  const name = [data.firstName, data.lastName].filter(Boolean).join(' ') || data.username;
  return (
    <section aria-label={`${name}'s account`} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* The page's h1, then the person: each tab panel has no heading of its own. */}
        <h2 className="text-xl wrap-anywhere text-ink">
          {name} {data.suspended && <Badge className="ml-1 bg-danger/10 text-danger">Suspended</Badge>}
        </h2>
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
      <section aria-labelledby={`${ids}-balance`} className="flex flex-col gap-2">
        {subheading(`${ids}-balance`, 'Gift balance')}
        <p className="text-2xl text-ink">£{data.giftBalance}</p>
      </section>
      <section aria-labelledby={`${ids}-passes`} className="flex flex-col gap-3">
        {subheading(`${ids}-passes`, 'Passes and memberships')}
        <PersonPasses passes={data.passes} />
      </section>
      <section aria-labelledby={`${ids}-bookings`} className="flex flex-col gap-3">
        {subheading(`${ids}-bookings`, 'Bookings')}
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
    </section>
  );
}

/** People by e-mail or name: their gift balance, passes, bookings (and refunds of them), suspension. */
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
                  size="inline"
                  // The inline size sets no height and the span its own wrapping: cn() does not resolve
                  // the button's h-11 and whitespace-nowrap against overrides (docs/decisions/0010),
                  // and a long e-mail must wrap on a phone.
                  className="w-full justify-start px-4 py-2 text-left"
                  aria-pressed={chosen === u.id}
                  onClick={() => setChosen(u.id)}
                >
                  <span className="min-w-0 whitespace-normal wrap-anywhere">
                    {[u.firstName, u.lastName].filter(Boolean).join(' ') || u.username} ({u.email})
                    {u.suspended && ', suspended'}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen ? <Person id={chosen} /> : empty('Choose a person to see their account.')}
    </div>
  );
}
