import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/** Tooltips open after 700 ms on hover, and at once when the pointer moves on from one within 300 ms. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

/** When a tooltip last closed, shared by every tooltip for the skip delay. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

type Shown = 'closed' | 'delayed' | 'instant';

/**
 * Wraps one focusable element and shows `content` above it on hover (after the delay) and on keyboard
 * focus; Escape, leaving, blurring or pressing the element hides it. Drawn in place rather than
 * through a positioning library: the one tooltip the site has sits where there is always room above,
 * and the library was the largest piece of script the home page loaded for it.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const id = useId();
  const [shown, setShown] = useState<Shown>('closed');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressed = useRef(false);

  const show = (how: Exclude<Shown, 'closed'>) => {
    clearTimeout(timer.current);
    setShown(how);
  };
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShown((was) => {
      if (was !== 'closed') lastClosedAt = Date.now();
      return 'closed';
    });
  }, []);

  useEffect(() => {
    if (shown === 'closed') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, hide]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    // A touch shows no tooltip: there is no hover to end it.
    if (event.pointerType === 'touch' || shown !== 'closed') return;
    if (Date.now() - lastClosedAt < SKIP_DELAY_MS) show('instant');
    else timer.current = setTimeout(() => setShown('delayed'), OPEN_DELAY_MS);
  };
  const onFocus = (event: FocusEvent) => {
    // Focus that follows a click is not keyboard focus: the click already hid the tooltip.
    if (!pressed.current && event.target === event.currentTarget.firstElementChild) show('instant');
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the events are the wrapped element's, and the tooltip's, bubbling up.
    <span
      className="relative inline-flex"
      onPointerEnter={onPointerEnter}
      onPointerLeave={hide}
      onPointerDown={() => {
        pressed.current = true;
        hide();
      }}
      onPointerUp={() => {
        pressed.current = false;
      }}
      onFocus={onFocus}
      onBlur={() => {
        pressed.current = false;
        hide();
      }}
    >
      {cloneElement(children as ReactElement<{ 'aria-describedby'?: string }>, {
        'aria-describedby': shown === 'closed' ? undefined : id,
      })}
      {shown !== 'closed' && (
        <span
          role="tooltip"
          id={id}
          // The transparent strip below bridges the gap to the element, so the pointer can move onto the tooltip.
          className={`absolute bottom-full left-1/2 z-50 mb-1.5 w-max max-w-xs -translate-x-1/2 rounded-lg bg-ink px-3 py-1.5 text-sm text-white shadow-lifted before:absolute before:inset-x-0 before:top-full before:h-1.5 ${shown === 'delayed' ? 'animate-fade-in' : ''}`}
        >
          {content}
          <svg
            aria-hidden="true"
            width="10"
            height="5"
            viewBox="0 0 30 10"
            preserveAspectRatio="none"
            className="absolute top-full left-1/2 -translate-x-1/2 fill-ink"
          >
            <polygon points="0,0 30,0 15,10" />
          </svg>
        </span>
      )}
    </span>
  );
}
