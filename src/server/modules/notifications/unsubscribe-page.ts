import { escapeHtml } from '../../../common/escape-html';
import { PALETTE, SANS, SERIF } from './emails/palette';
import type { OptionalKind } from './unsubscribe.repository';

/** What each kind of optional message is called, to the person switching it off. */
export const KIND_NAMES: Record<OptionalKind, string> = {
  reminders: 'class reminders',
  'review-invites': 'invitations to review your classes',
  digest: 'the daily summary of new bookings',
};

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Attune</title>
<style>
body { margin: 0; padding: 48px 16px; background: ${PALETTE.sand}; color: ${PALETTE.ink}; font: 16px/1.6 ${SANS}; }
main { max-width: 32rem; margin: 0 auto; background: ${PALETTE.surface}; border: 1px solid ${PALETTE.line}; border-radius: 12px; padding: 32px 24px; }
.logo { font: 28px/1.15 ${SERIF}; color: ${PALETTE.sage}; margin: 0 0 24px; text-decoration: none; display: inline-block; }
h1 { font: 28px/1.15 ${SERIF}; margin: 0 0 16px; }
p { margin: 0 0 16px; }
a { color: ${PALETTE.sage}; }
button { font: 600 16px ${SANS}; background: ${PALETTE.sage}; color: #fff; border: 0; border-radius: 999px; padding: 12px 24px; cursor: pointer; }
button:hover { background: #335848; }
button:focus-visible { outline: 2px solid ${PALETTE.sage}; outline-offset: 2px; }
@media (prefers-color-scheme: dark) {
  body { background: #161E21; color: #F3EFE8; }
  main { background: #1F2A2E; border-color: #33434A; }
  .logo, a { color: #9CC5B5; }
  button { background: #9CC5B5; color: #161E21; }
}
</style>
</head>
<body><main><a class="logo" href="/">Attune</a>${body}</main></body>
</html>`;
}

/** GET: what the link would do, and a button to do it (a GET changes nothing: link scanners follow links). */
export function confirmUnsubscribePage(kind: OptionalKind, action: string): string {
  const what = KIND_NAMES[kind];
  return page(
    'Unsubscribe',
    `<h1>Stop ${escapeHtml(what)}?</h1>
<p>We will stop sending you ${escapeHtml(what)} by e-mail. Messages about your bookings and payments still come.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

/** POST: done. */
export function unsubscribedPage(kind: OptionalKind): string {
  const what = KIND_NAMES[kind];
  return page(
    'Unsubscribed',
    `<h1>You're unsubscribed</h1>
<p>You won't receive ${escapeHtml(what)} any more.</p>
<p>You can turn them back on at any time from <a href="/dashboard?tab=profile">your profile</a>.</p>`,
  );
}

export function invalidLinkPage(): string {
  return page(
    'Link not valid',
    `<h1>This link is not valid</h1>
<p>It may have been copied only in part. You can choose which e-mails you receive from <a href="/dashboard?tab=profile">your profile</a>.</p>`,
  );
}
