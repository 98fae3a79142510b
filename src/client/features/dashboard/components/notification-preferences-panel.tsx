import type { NotificationPreferences } from '../../../../common/schemas/notification';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

type Choice = { key: keyof NotificationPreferences; label: string; hint: string };
const CHOICES: Choice[] = [
  {
    key: 'reminders',
    label: 'Class reminders',
    hint: 'An e-mail and a notification 24 hours before each class you have booked.',
  },
  {
    key: 'reviewInvites',
    label: 'Review invitations',
    hint: 'A note after a class you attended, asking how it went.',
  },
];
/** A studio owner's own optional message. */
const DIGEST: Choice = {
  key: 'digest',
  label: 'Daily booking summary',
  hint: 'An e-mail each morning listing the new bookings on your classes.',
};

/** The optional messages a person may turn off (an owner also the daily summary); messages about a booking itself always go. */
export function NotificationPreferencesPanel() {
  const { data: preferences, isError } = useNotificationPreferences();
  const { user } = useAuth();
  const choices = user?.userType === 'studio' ? [...CHOICES, DIGEST] : CHOICES;
  const save = useSaveNotificationPreferences();

  const change = (key: keyof NotificationPreferences, on: boolean) => {
    if (!preferences) return;
    save.mutate(
      { ...preferences, [key]: on },
      {
        onSuccess: () =>
          toast({
            variant: 'success',
            title: 'Preferences saved',
            description: `${choices.find((c) => c.key === key)?.label} turned ${on ? 'on' : 'off'}.`,
          }),
        onError: failureToast('Preferences not saved', 'Could not save your choice. Please try again.'),
      },
    );
  };

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl text-ink">Messages</h2>
      <p className="mt-1 text-muted">
        Messages about your bookings (confirmations, cancellations and places offered from a waiting list)
        always go. These are up to you.
      </p>
      {isError ? (
        <p className="mt-6 text-danger">Could not load your choices. Please reload the page.</p>
      ) : (
        <ul className="mt-6 flex flex-col divide-y divide-line" aria-label="Optional messages">
          {choices.map(({ key, label, hint }) => (
            <li key={key} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <p id={`preference-${key}`} className="font-medium text-ink">
                  {label}
                </p>
                <p id={`preference-${key}-hint`} className="text-sm text-muted">
                  {hint}
                </p>
              </div>
              {preferences ? (
                <Switch
                  checked={preferences[key] ?? true}
                  onCheckedChange={(on) => change(key, on)}
                  disabled={save.isPending}
                  aria-labelledby={`preference-${key}`}
                  aria-describedby={`preference-${key}-hint`}
                />
              ) : (
                <Skeleton shape="pill" className="h-7 w-12" />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
