import { Pencil } from 'lucide-react';
import { InertButton } from '../../../components/inert-button';
import { Card } from '../../../components/ui/card';
import type { AuthUser } from '../../../lib/auth';
import { displayName } from '../../../lib/display-name';

function Value({ value }: { value: string | null }) {
  return value ? value : <span className="text-muted italic">Not provided</span>;
}

/** SPEC §2: read-only first name, last name, email and username; Edit Profile does nothing yet. */
export function ProfilePanel({ user }: { user: AuthUser }) {
  const initials = (user.firstName?.[0] ?? '') + (user.lastName?.[0] ?? '') || user.username[0];
  const rows = [
    { label: 'First name', value: user.firstName },
    { label: 'Last name', value: user.lastName },
    { label: 'Email', value: user.email },
    { label: 'Username', value: user.username },
  ];
  return (
    <Card className="max-w-3xl p-6 sm:p-8">
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-14 items-center justify-center rounded-full bg-sage font-display text-xl text-white uppercase"
        >
          {initials}
        </span>
        <div className="min-w-40 flex-1">
          <h2 className="text-2xl break-words text-ink">{displayName(user)}</h2>
          <p className="text-muted">{user.userType === 'studio' ? 'Studio owner' : 'Student'}</p>
        </div>
        <InertButton hint="Editing your profile is coming soon">
          <Pencil aria-hidden="true" /> Edit Profile
        </InertButton>
      </div>
      <dl className="mt-8 grid gap-x-8 gap-y-6 border-t border-line pt-8 sm:grid-cols-2">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex min-w-0 flex-col gap-1">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-medium break-words text-ink">
              <Value value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
