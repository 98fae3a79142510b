import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { useOperatorStudios } from '../../api/operator';
import { empty, loading, row, SearchBox } from './console-parts';
import { ReasonDialog } from './reason-dialog';

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
