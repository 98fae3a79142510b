import type { SessionDetail } from './outbox-events';

/** What changed, in the words the e-mail and the bell both use. */
export function sessionUpdateLines(b: { meetingLink: string | null }, changed: SessionDetail[]): string[] {
  const lines: string[] = [];
  if (changed.includes('meetingLink')) {
    lines.push(
      b.meetingLink
        ? 'There is a new link to join the class.'
        : 'The link to join has been withdrawn; the studio will share a new one before the class.',
    );
  }
  if (changed.includes('specialInstructions'))
    lines.push('The studio has changed its instructions for the session.');
  return lines;
}
