import { PASSWORD_RESET_MINUTES, PASSWORD_RESET_PATH } from '../../../../common/schemas/password-reset';
import { findUserContact } from '../event-details.repository';
import { defineMessage } from './message';
import { SAMPLE_BOOKING } from './samples';
import { recipient } from './shared';

/** The reset link; the raw token is in the event only until the e-mail has left (docs/decisions/0033). */
interface Data {
  user: { email: string; firstName: string | null };
  token: string;
}

export const passwordReset = defineMessage<'password.reset', Data>({
  async load(g, event) {
    const user = await findUserContact(g.db, event.userId);
    return user && event.token ? { user, token: event.token } : undefined;
  },
  mail: ({ user, token }, site) => [
    {
      ...recipient(user),
      subject: 'Reset your Attune password',
      paragraphs: [
        'Someone, hopefully you, asked to reset the password of your Attune account.',
        `The link below works once, for ${PASSWORD_RESET_MINUTES} minutes. Setting a new password signs you out everywhere.`,
      ],
      link: {
        text: 'Reset your password',
        url: `${site.publicUrl}${PASSWORD_RESET_PATH}?token=${encodeURIComponent(token)}`,
      },
      after: ["If you didn't ask, you can ignore this e-mail: your password stays as it is."],
    },
  ],
  samples: [{ user: SAMPLE_BOOKING, token: 'preview' }],
});
