import type { CalendarLinks } from '../../../common/calendar-links';
import type { MailMessage } from './mailer';

/**
 * The one shape every e-mail has: a greeting, a few sentences, the practical details as label/value
 * pairs, one button, a sign-off and a footer. The templates in ./emails draw it as HTML and as text.
 */
export interface MailContent {
  to: string;
  subject: string;
  firstName: string | null;
  paragraphs: string[];
  details?: [label: string, value: string][];
  /** The one primary action, drawn as the button. */
  link?: { text: string; url: string };
  /** "Add to Google Calendar" and "Add to Outlook", beside an attached .ics. */
  calendar?: CalendarLinks;
  /** Sentences after the button. */
  after?: string[];
  /** Why this person receives it (a default for account holders otherwise). */
  reason?: string;
  /** The studio's address, when the message is about one of its classes. */
  studioAddress?: string;
  ics?: string;
  /** Who replies reach: the studio's owner when the message is about one of its classes. */
  replyTo?: string;
  /**
   * An optional message's unsubscribe: the one-click link (in the footer and List-Unsubscribe) and
   * its signed token, which the mailto of List-Unsubscribe carries too.
   */
  unsubscribe?: { url: string; token: string };
}

const ACCOUNT_REASON = 'You are receiving this e-mail because you have an Attune account.';

export async function composeMail(content: MailContent): Promise<MailMessage> {
  // React, its server renderer and the HTML-to-text converter load with the first e-mail, not with
  // every process that starts the app (about 0.2 s of a start).
  const { renderEmail } = await import('./emails/render');
  const { html, text } = await renderEmail({
    subject: content.subject,
    // The inbox's one-line preview: the message's first sentence.
    preheader: content.paragraphs[0] ?? content.subject,
    firstName: content.firstName,
    paragraphs: content.paragraphs,
    details: content.details,
    button: content.link,
    calendar: content.calendar,
    after: content.after,
    reason: content.reason ?? ACCOUNT_REASON,
    studioAddress: content.studioAddress,
    unsubscribeUrl: content.unsubscribe?.url,
  });
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ics: content.ics,
    replyTo: content.replyTo,
    unsubscribe: content.unsubscribe,
  };
}
