// Whether the marketplace has launched (the SITE_LAUNCHED setting, docs/decisions/0085). Until it
// has, / is the spec's coming-soon page and the marketplace's home is /home; once it has, / is the
// home and the coming-soon page moves to /coming-soon. The server says which: it draws the page with
// setSiteLaunched, and marks the HTML it sends (LAUNCHED_ATTRIBUTE on <html>) for the browser, so one
// build serves both modes.
import { LAUNCHED_ATTRIBUTE } from '../../common/constants';

let launched: boolean | undefined;

/** Server rendering: the mode the next page is drawn in. */
export function setSiteLaunched(value: boolean): void {
  launched = value;
}

export function siteLaunched(): boolean {
  launched ??= typeof document !== 'undefined' && document.documentElement.hasAttribute(LAUNCHED_ATTRIBUTE);
  return launched;
}

/** Where the marketplace's home is: every link and redirect to it uses this. */
export function homePath(): string {
  return siteLaunched() ? '/' : '/home';
}

/** Where the coming-soon page (the waiting list) is. */
export function comingSoonPath(): string {
  return siteLaunched() ? '/coming-soon' : '/';
}

/**
 * The path a page is served at, from the path its route declares: the home is declared at /home and
 * the coming-soon page at /, the spec's places, and they trade places once launched.
 */
export function servedPath(declared: string): string {
  if (declared === '/home') return homePath();
  if (declared === '/') return comingSoonPath();
  return declared;
}
