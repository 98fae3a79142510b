import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { type FavouriteKind, useFavourite } from '../lib/favourites';
import { signInPath } from '../lib/redirect';

interface HeartProps {
  kind: FavouriteKind;
  id: string;
  name: string;
  /** On a card: over the artwork's corner, above the card's stretched link. Beside a page's heading: outlined. */
  placement: 'card' | 'heading';
}

/**
 * Save a studio or class (issue 34): a toggle button, "Save <name>", pressed when saved. Signed
 * out, it goes to sign-in, which comes back to this page. Only a signed-in heart reads the
 * favourites, so the server, which draws every public page signed out, never asks for them.
 */
export function HeartButton(props: HeartProps) {
  const { user } = useAuth();
  return user ? <SignedInHeart {...props} /> : <SignedOutHeart {...props} />;
}

function SignedInHeart({ kind, id, name, placement }: HeartProps) {
  const { pressed, toggle, busy } = useFavourite(kind, id);
  return <HeartShape name={name} placement={placement} pressed={pressed} disabled={busy} onClick={toggle} />;
}

function SignedOutHeart({ name, placement }: HeartProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <HeartShape
      name={name}
      placement={placement}
      pressed={false}
      onClick={() => navigate(signInPath(`${pathname}${search}`))}
    />
  );
}

function HeartShape({
  name,
  placement,
  pressed,
  disabled,
  onClick,
}: Pick<HeartProps, 'name' | 'placement'> & { pressed: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={`Save ${name}`}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'z-10 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface/90 text-clay shadow-sm transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage',
        placement === 'card' ? 'absolute top-2 right-2' : 'relative border border-line',
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', pressed && 'fill-current')} />
    </button>
  );
}
