import type { MailMessage } from './mailer';

/**
 * The one shape every e-mail has, drawn as plain text and as simple, accessible HTML from the same
 * words: a greeting, a few sentences, the practical details as label/value pairs, one link, a sign-off.
 */
export interface MailContent {
  to: string;
  subject: string;
  firstName: string | null;
  paragraphs: string[];
  details?: [label: string, value: string][];
  link?: { text: string; url: string };
  /** Sentences after the link. */
  after?: string[];
  ics?: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function composeMail(content: MailContent): MailMessage {
  const greeting = content.firstName ? `Hello ${content.firstName},` : 'Hello,';
  const details = content.details ?? [];
  const after = content.after ?? [];
  const text = [
    greeting,
    ...content.paragraphs,
    details.length > 0 ? details.map(([label, value]) => `${label}: ${value}`).join('\n') : undefined,
    content.link ? `${content.link.text}: ${content.link.url}` : undefined,
    ...after,
    'With warm wishes,\nAttune',
  ]
    .filter((part): part is string => part !== undefined)
    .join('\n\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html>',
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family: system-ui, sans-serif; font-size: 16px; line-height: 1.5; color: #1f2937; max-width: 36rem; margin: 0 auto; padding: 1rem;">',
    p(greeting),
    ...content.paragraphs.map(p),
    details.length > 0
      ? `<dl>${details.map(([label, value]) => `<dt style="font-weight: 600;">${escapeHtml(label)}</dt><dd style="margin: 0 0 0.5rem 0;">${escapeHtml(value)}</dd>`).join('')}</dl>`
      : '',
    content.link
      ? `<p><a href="${escapeHtml(content.link.url)}" style="color: #115e59;">${escapeHtml(content.link.text)}</a></p>`
      : '',
    ...after.map(p),
    '<p>With warm wishes,<br>Attune</p>',
    '</body>',
    '</html>',
  ].join('\n');
  return { to: content.to, subject: content.subject, text, html, ics: content.ics };
}
