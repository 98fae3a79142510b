import { type Dispatch, type SetStateAction, startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Counts the visitor's moves through the history (Back, Forward). Each is a transition, like the
 * router's own update for that move, so both are drawn in the same pass.
 */
function useHistoryMoves(): number {
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    const onMove = () => startTransition(() => setMoves((n) => n + 1));
    window.addEventListener('popstate', onMove);
    return () => window.removeEventListener('popstate', onMove);
  }, []);
  return moves;
}

/**
 * A search form's draft of what the URL applies: the visitor's until they submit it, and `applied`
 * again after every navigation and every move through the history.
 *
 * Keying the form by its search string is not enough. A navigation is drawn as a transition, so Back
 * pressed before a just-submitted view is drawn lands on the location still on screen: the router's
 * location is then unchanged (its context is memoised on the URL and the history entry), and the form
 * would keep the submitted choices over the other view's results. The count of history moves changes
 * in that case too.
 */
export function useUrlDraft<T>(applied: T): [T, Dispatch<SetStateAction<T>>] {
  const location = useLocation();
  const moves = useHistoryMoves();
  const [draft, setDraft] = useState(applied);
  const [drawnFor, setDrawnFor] = useState({ location, moves });
  if (drawnFor.location !== location || drawnFor.moves !== moves) {
    setDrawnFor({ location, moves });
    setDraft(applied);
  }
  return [draft, setDraft];
}
