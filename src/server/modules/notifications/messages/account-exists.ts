import { findUserContact } from '../event-details.repository';
import { defineMessage } from './message';
import { SAMPLE_BOOKING } from './samples';
import { recipient } from './shared';

/** Someone tried to sign up with this account's address: its holder is told, nothing is created. */
interface Data {
  email: string;
  firstName: string | null;
}

export const accountExists = defineMessage<'account.exists', Data>({
  load: (g, event) => findUserContact(g.db, event.userId),
  mail: (user, site) => [
    {
      ...recipient(user),
      subject: 'You already have an Attune account',
      paragraphs: [
        'Someone, hopefully you, just tried to create a new Attune account with this e-mail address.',
        'You already have one, so nothing new was made and nothing about your account has changed.',
        'If it was you, sign in with your password as usual.',
      ],
      link: { text: 'Sign in', url: `${site.publicUrl}/auth` },
      after: [
        `Forgotten your password? You can choose a new one at ${site.publicUrl}/auth/forgot-password.`,
        "If it wasn't you, you can ignore this e-mail.",
      ],
    },
  ],
  samples: [SAMPLE_BOOKING],
});
