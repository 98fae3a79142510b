import { DEFAULT_REDIRECT } from '../../common/constants';

// Any made-up origin works: a path resolved against it must keep it, or the path leaves the site.
const BASE = 'https://attune.invalid';

/**
 * Where to go after signing in (by default /dashboard). Only a path on this site is
 * accepted: '//evil.example', '/\evil.example', 'https://…' and 'javascript:…' would leave the site
 * (an open redirect), so they fall back to the default, as does /auth itself (a loop).
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//')) return DEFAULT_REDIRECT;
  // Browsers read '\' as '/' and drop tabs and newlines inside URLs: '/\evil.example' is '//evil.example'.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_REDIRECT;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return DEFAULT_REDIRECT;
  }
  if (url.origin !== BASE) return DEFAULT_REDIRECT;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return DEFAULT_REDIRECT;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in page that comes back to `returnTo` afterwards, e.g. /auth?redirect=/booking/<id>.
 * Slashes stay readable; everything else that means something in a query is escaped.
 */
export function signInPath(returnTo: string): string {
  return `/auth?redirect=${encodeURIComponent(returnTo).replace(/%2F/g, '/')}`;
}
