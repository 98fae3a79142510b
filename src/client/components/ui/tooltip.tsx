import {
  cloneElement,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/** Tooltips open after 700 ms on hover, and at once when the pointer moves on from one within 300 ms. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
/** Time to move the pointer from the element onto its tooltip before the tooltip closes. */
const LEAVE_GRACE_MS = 100;

/** When a tooltip last closed, shared by every tooltip for the skip delay. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

type Shown = 'closed' | 'delayed' | 'instant';

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

/**
 * Wraps one focusable element and shows `content` above it on hover (after the delay) and on keyboard
 * focus; Escape, leaving, blurring or pressing the element hides it. Placed above the element without
 * a positioning library: the one tooltip the site has sits where there is always room above, and the
 * library was the largest piece of script the home page loaded for it.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [shown, setShown] = useState<Shown>('closed');
  const [anchor, setAnchor] = useState({ x: 0, y: 0 });
  const trigger = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pressed = useRef(false);

  const show = (how: Exclude<Shown, 'closed'>) => {
    clearTimeout(timer.current);
    const box = trigger.current?.getBoundingClientRect();
    if (!box) return;
    setAnchor({ x: box.left + box.width / 2 + window.scrollX, y: box.top + window.scrollY });
    setShown(how);
  };
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setShown((was) => {
      if (was !== 'closed') lastClosedAt = Date.now();
      return 'closed';
    });
  }, []);
  const hideSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(hide, LEAVE_GRACE_MS);
  };

  // Attached in the same commit that shows the tooltip, not in a passive effect after it: the
  // browser handles input before other tasks, so an Escape pressed as the tooltip appears could
  // otherwise arrive before the listener and leave the tooltip open (WCAG 1.4.13: dismissible).
  useLayoutEffect(() => {
    if (shown === 'closed') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, hide]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const triggerProps: TriggerProps = {
    ref: trigger,
    'aria-describedby': shown === 'closed' ? undefined : id,
    onPointerEnter: (event) => {
      // A touch shows no tooltip: there is no hover to end it.
      if (event.pointerType === 'touch') return;
      if (shown !== 'closed') show(shown);
      else if (Date.now() - lastClosedAt < SKIP_DELAY_MS) show('instant');
      else {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => show('delayed'), OPEN_DELAY_MS);
      }
    },
    onPointerLeave: hideSoon,
    onPointerDown: () => {
      pressed.current = true;
      hide();
    },
    // Focus that follows a press is not keyboard focus: the press already hid the tooltip.
    onFocus: () => {
      if (!pressed.current) show('instant');
    },
    onBlur: () => {
      pressed.current = false;
      hide();
    },
  };

  return (
    <>
      {cloneElement(children, triggerProps)}
      {shown !== 'closed' &&
        createPortal(
          <div
            role="tooltip"
            id={id}
            style={{ left: anchor.x, top: anchor.y }}
            onPointerEnter={() => clearTimeout(timer.current)}
            onPointerLeave={hideSoon}
            className="absolute z-50 -translate-x-1/2 -translate-y-full pb-1.5"
          >
            <div
              className={`relative w-max max-w-xs rounded-lg bg-ink px-3 py-1.5 text-sm text-white shadow-lifted ${shown === 'delayed' ? 'animate-fade-in' : ''}`}
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
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
