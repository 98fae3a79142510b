import { formatSessionDate } from '../../../../common/format';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { failureToast, toast } from '../../../components/ui/use-toast';
import { useDevices, useSignOutDevice } from '../api/account';

/** A readable name for a browser's user agent: enough to recognise a device, no more. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser or app';
  const system = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return system ? `${browser} on ${system}` : browser;
}

/** Signed-in devices: each can be signed out, or all but this one at once. */
export function DevicesPanel() {
  const devices = useDevices();
  const signOut = useSignOutDevice();
  const others = (devices.data ?? []).filter((d) => !d.current);

  const signOutOf = (id: string) =>
    signOut.mutate(id, {
      onSuccess: (answer) => toast({ variant: 'success', title: 'Signed out', description: answer.message }),
      onError: failureToast('Error', 'Please try again.'),
    });

  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-xl text-ink">Signed-in devices</h2>
      {devices.isPending ? (
        <p className="mt-4 text-muted">Loading your devices...</p>
      ) : devices.isError ? (
        <p className="mt-4 text-muted">Your devices could not be loaded. Please try again later.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line" aria-label="Signed-in devices">
          {devices.data.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">
                  {deviceName(device.userAgent)}
                  {device.current && <span className="ml-2 text-sm font-normal text-sage">This device</span>}
                </p>
                <p className="text-sm text-muted">
                  Signed in {formatSessionDate(device.createdAt)} · last used{' '}
                  {formatSessionDate(device.lastUsedAt)}
                </p>
              </div>
              {!device.current && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={signOut.isPending}
                  onClick={() => signOutOf(device.id)}
                  aria-label={`Sign out ${deviceName(device.userAgent)}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <Button
          className="mt-4"
          variant="secondary"
          disabled={signOut.isPending}
          onClick={() => signOutOf('others')}
        >
          Sign out everywhere else
        </Button>
      )}
    </Card>
  );
}
