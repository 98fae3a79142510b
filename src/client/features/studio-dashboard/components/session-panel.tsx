import { type ReactElement, useState } from 'react';
import { formatSessionDate } from '../../../../common/format';
import type { TimetableSession } from '../../../../common/schemas/owner-timetable';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { useOwnerClasses } from '../api/owner-classes';
import { CancelSessionDialog } from './cancel-session-dialog';
import { CheckInRoster } from './check-in-roster';
import { DownloadCsvButton } from './download-csv-button';
import { MeetingLinkDialog } from './meeting-link-dialog';
import { MoveSessionDialog } from './move-session-dialog';

/**
 * A session's panel, opened from the timetable: its check-in roster and waitlist, the roster's CSV,
 * and Move, Add link and Cancel while it is still to come. `children` is the button that opens it,
 * which gets the focus back when it closes.
 */
export function SessionPanel({ session, children }: { session: TimetableSession; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const when = formatSessionDate(session.startTime);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        size="lg"
        title={session.classTitle}
        description={`${when} · ${session.studioName} · ${session.booked}/${session.capacity} booked${
          session.status === 'cancelled' ? ' · Cancelled' : ''
        }`}
      >
        {open && (
          <>
            <SessionActions session={session} />
            <CheckInRoster sessionId={session.id} when={when} />
            <div>
              <DownloadCsvButton
                url={`/api/owner/sessions/${encodeURIComponent(session.id)}/roster.csv`}
                filename="roster.csv"
                description={`of the roster for ${when}`}
              />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Move, Add link (online classes) and Cancel: the Classes tab's own dialogs, given the session as the
 * owner's class list has it (with its meeting link). A session begun or cancelled is not in that list,
 * and offers none of them.
 */
function SessionActions({ session }: { session: TimetableSession }) {
  const classes = useOwnerClasses(session.studioId);
  const cls = classes.data?.find((c) => c.id === session.classId);
  const listed = cls?.upcomingSessions.find((s) => s.id === session.id);
  if (!cls || !listed) return null;
  return (
    <div className="-ml-4 flex flex-wrap gap-1">
      <MoveSessionDialog session={listed} title={cls.title} />
      {cls.deliveryMethod === 'online' && <MeetingLinkDialog session={listed} title={cls.title} />}
      <CancelSessionDialog session={listed} title={cls.title} />
    </div>
  );
}
