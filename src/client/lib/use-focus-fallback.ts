import { type RefObject, useEffect, useRef } from 'react';

/**
 * Where keyboard focus goes when the element holding it leaves the page: an owner cancels a session
 * or archives a class, the list is read again, and the row with the pressed button is gone. Without
 * this the browser drops focus to the page and the next Tab starts from the top. After each change
 * of `content` (not on the first render), if focus is on no element, it moves to `target`, which
 * needs `tabIndex={-1}`.
 */
export function useFocusFallback(target: RefObject<HTMLElement | null>, content: unknown): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs after each change of `content`.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (!active || active === document.body) target.current?.focus();
  }, [content, target]);
}
