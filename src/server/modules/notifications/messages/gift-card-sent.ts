import { formatGiftCode } from '../../../../common/gift-code';
import { findGiftCardDetails } from '../event-details.repository';
import { GIFT_CARDS_PATH } from '../links';
import { defineMessage } from './message';
import { pounds } from './shared';
import { unlinked } from './unlinked';

type Card = NonNullable<Awaited<ReturnType<typeof findGiftCardDetails>>>;

/**
 * A bought gift card: the code to its recipient, in groups of four, and a receipt to its buyer
 * (without the code). Once the code has been erased from the event, nothing is sent again. A card
 * sent to oneself is one e-mail, the code's: an event sends at most one e-mail per address. There is
 * no bell entry: the recipient may have no account, and the buyer's receipt is the e-mail.
 *
 * The recipient's e-mail carries words a stranger to them chose (issue 63): the buyer's name comes with
 * their account's address, the one their receipt goes to, so "Attune Security Team" reads as someone
 * at gmail.com; and every link in what the buyer wrote is plain text (unlinked.ts).
 */
interface Data {
  card: Card;
  code: string;
}

export const giftCardSent = defineMessage<'gift-card.sent', Data>({
  async load(g, event) {
    const card = await findGiftCardDetails(g.db, event.giftCardId);
    return card && event.code ? { card, code: event.code } : undefined;
  },
  mail({ card, code }, site) {
    const name = [card.buyerFirstName, card.buyerLastName].filter(Boolean).join(' ');
    const buyer = name ? `${unlinked(name)} (${card.buyerEmail})` : card.buyerEmail;
    const redeem = { text: 'Redeem your gift card', url: `${site.publicUrl}${GIFT_CARDS_PATH}` };
    return [
      {
        to: card.recipientEmail,
        firstName: unlinked(card.recipientName),
        subject: `${buyer} sent you an Attune gift card for ${pounds(card.amount)}`,
        paragraphs: [
          `${buyer} has given you ${pounds(card.amount)} to spend on wellbeing classes across London with Attune.`,
          ...(card.message ? [`Their message: ${unlinked(card.message)}`] : []),
        ],
        details: [
          ['Gift card code', formatGiftCode(code)],
          ['Value', pounds(card.amount)],
        ],
        link: redeem,
        reason: `You are receiving this e-mail because ${buyer} bought you an Attune gift card.`,
        after: [
          'Sign in (or create a free account), open Gift cards and enter the code: the amount is added to your balance, and you can pay for classes with it.',
          'The code works once. Keep it to yourself until you redeem it.',
        ],
      },
      {
        to: card.buyerEmail,
        firstName: card.buyerFirstName,
        subject: `Your gift card for ${card.recipientName} is on its way`,
        paragraphs: [
          `Thank you. We have e-mailed your ${pounds(card.amount)} gift card to ${card.recipientName} at ${card.recipientEmail}, with its code.`,
        ],
        details: [
          ['Amount', pounds(card.amount)],
          ['To', `${card.recipientName} (${card.recipientEmail})`],
          ['Payment reference', card.paymentReference ?? ''],
        ],
        link: { text: 'Gift cards', url: `${site.publicUrl}${GIFT_CARDS_PATH}` },
        reason: 'You are receiving this receipt because you bought a gift card on Attune.',
      },
    ];
  },
  samples: [
    {
      card: {
        id: '8e9f0a1b-2c3d-4e5f-8a6b-7c8d9e0f1a31',
        amount: '40.00',
        recipientEmail: 'grace@example.com',
        recipientName: 'Grace',
        message: 'Happy birthday: treat yourself to a class.',
        paymentReference: 'demo_4b7e2a9c1d',
        buyerEmail: 'ada@example.com',
        buyerFirstName: 'Ada',
        buyerLastName: 'Lovelace',
      },
      code: 'ABCDEFGHJKLMNPQR',
    },
  ],
});
