import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { AuthUser } from '../../../lib/auth';
import { displayName } from '../../../lib/display-name';
import { useProfile } from '../api/account';
import { DangerZone } from './danger-zone';
import { DevicesPanel } from './devices-panel';
import { EditProfileForm } from './edit-profile-form';
import { NotificationPreferencesPanel } from './notification-preferences-panel';
import { PasswordForm } from './password-form';
import { SignedWaiversPanel } from './signed-waivers-panel';

function Value({ value }: { value: string | null }) {
  return value ? value : <span className="text-muted italic">Not provided</span>;
}

/** First name, last name, email and username; Edit Profile edits them, then the account's own panels. */
export function ProfilePanel({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  const profile = useProfile();
  // Saving or cancelling the form gives focus back to the button that opened it.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const initials = (user.firstName?.[0] ?? '') + (user.lastName?.[0] ?? '') || user.username[0];
  const rows = [
    { label: 'First name', value: user.firstName },
    { label: 'Last name', value: user.lastName },
    { label: 'Email', value: user.email },
    { label: 'Username', value: user.username },
    { label: 'Phone', value: profile.data?.phone ?? null },
  ];
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-4">
          <span
            aria-hidden="true"
            className="inline-flex size-14 items-center justify-center rounded-full bg-sage font-display text-xl text-white uppercase"
          >
            {initials}
          </span>
          <div className="min-w-0 flex-1 basis-40">
            <h2 className="text-2xl wrap-anywhere text-ink">{displayName(user)}</h2>
            <p className="text-muted">{user.userType === 'studio' ? 'Studio owner' : 'Student'}</p>
          </div>
          {!editing && (
            <Button
              ref={editButton}
              variant="secondary"
              onClick={() => setEditing(true)}
              disabled={!profile.data}
            >
              <Pencil aria-hidden="true" /> Edit Profile
            </Button>
          )}
        </div>
        {editing && profile.data ? (
          <EditProfileForm profile={profile.data} onDone={() => setEditing(false)} />
        ) : (
          <dl className="mt-8 grid gap-x-8 gap-y-6 border-t border-line pt-8 sm:grid-cols-2">
            {rows.map(({ label, value }) => (
              <div key={label} className="flex min-w-0 flex-col gap-1">
                <dt className="text-sm text-muted">{label}</dt>
                <dd className="font-medium wrap-anywhere text-ink">
                  <Value value={value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
      <NotificationPreferencesPanel />
      <SignedWaiversPanel />
      <DevicesPanel />
      <PasswordForm />
      <DangerZone />
    </div>
  );
}
