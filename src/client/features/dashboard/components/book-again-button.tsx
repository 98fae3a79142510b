import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { classQuery } from '../../../lib/catalogue-queries';

/**
 * "Book again" on a completed booking (issue 34): straight to the booking of the class's next
 * session with a place; to the class page when it has none (its waitlist, or nothing scheduled), or
 * when the class has left the catalogue (its page says so).
 */
export function BookAgainButton({ classId, title }: { classId: string; title: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      const cls = await queryClient.fetchQuery(classQuery(classId));
      const next = cls.upcomingSessions.find((session) => session.availableSpots > 0);
      navigate(next ? `/booking/${next.id}` : `/classes/${classId}`);
    } catch {
      navigate(`/classes/${classId}`);
    }
  };
  return (
    // The class is named in words for screen readers after the visible name, which stays first.
    <Button size="sm" variant="secondary" disabled={busy} className="relative" onClick={() => void go()}>
      Book again<span className="sr-only">: {title}</span>
    </Button>
  );
}
