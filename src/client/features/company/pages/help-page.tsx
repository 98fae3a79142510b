import { InfoPage, InfoSection, InlineLink } from '../components/info-page';

/** The topics, in the order students and then owners ask them; each is a `#id` on the page. */
const TOPICS = [
  { id: 'cancelling', title: 'Cancelling a booking' },
  { id: 'refunds', title: 'Refunds' },
  { id: 'passes', title: 'Passes and memberships' },
  { id: 'waitlists', title: 'Waitlists' },
  { id: 'getting-paid', title: 'Getting paid' },
  { id: 'listing', title: 'Listing a studio' },
] as const;

const title = (id: (typeof TOPICS)[number]['id']) => TOPICS.find((t) => t.id === id)?.title ?? id;

/**
 * The help centre: the questions people actually ask, answered by the rules the app keeps (the
 * cancellation window, refunds, credits, the waitlist's promotions, demo payments). A rule changed in
 * the app is changed here too.
 */
export function HelpPage() {
  return (
    <InfoPage
      title="Help centre"
      eyebrow="Support"
      lead={<p>Answers to what people ask us most. Anything else, ask us on the contact page.</p>}
    >
      <nav aria-label="Topics" className="rounded-card bg-surface p-6 shadow-raised">
        <ul className="grid gap-2 text-base sm:grid-cols-2">
          {TOPICS.map((topic) => (
            <li key={topic.id}>
              <a
                href={`#${topic.id}`}
                className="rounded-sm text-sage underline-offset-4 hover:text-sage-hover hover:underline"
              >
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <InfoSection id="cancelling" title={title('cancelling')}>
        <p>
          Open <InlineLink to="/dashboard">your dashboard</InlineLink> and press Cancel on the booking. Each
          studio sets a cancellation window, 12 hours before the start unless it says otherwise; your booking
          shows its exact deadline.
        </p>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>Before the deadline, cancelling is free and you get back what you paid.</li>
          <li>After it you can still cancel, so the place goes to someone else, but nothing is refunded.</li>
          <li>
            If a place came to you from the waitlist, you can cancel without penalty for 2 hours after you
            were given it: you did not choose the timing.
          </li>
          <li>Once the session has started it can no longer be cancelled.</li>
          <li>A place held while you pay can be released at any time: nothing was paid.</li>
        </ul>
      </InfoSection>

      <InfoSection id="refunds" title={title('refunds')}>
        <p>
          Payments on Attune are a demo for now: no real money moves. The rules are the ones a real payment
          would follow.
        </p>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            A refund goes back the way you paid: to your card, to your gift balance, or as a credit back on
            your pass.
          </li>
          <li>
            If the studio cancels a session, every booking on it is cancelled, you are told why, and you get
            everything back.
          </li>
          <li>A late cancellation, or not turning up, is not refunded.</li>
        </ul>
      </InfoSection>

      <InfoSection id="passes" title={title('passes')}>
        <p>
          Studios sell class packs and monthly memberships on their pages. A pass pays for classes at the
          studio that sold it, one credit a class, on days it is valid; a booking made with it is confirmed at
          once.
        </p>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>Cancel in time and the credit comes back to the pass; cancel late and it stays used.</li>
          <li>
            A membership renews each month on the day you bought it. Cancel it from your dashboard whenever
            you like: it then runs to the end of the month it is in and does not renew.
          </li>
          <li>
            Within 14 days of buying it, cancelling ends it at once and refunds what you paid, less the price
            of the classes you took with it.
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="waitlists" title={title('waitlists')}>
        <p>When a session is full, you can join its waitlist from the session's page.</p>
        <ul className="flex list-disc flex-col gap-2 pl-6">
          <li>
            If a place frees up, the first in line is booked automatically at the class price, and told by
            e-mail and in the app.
          </li>
          <li>You can cancel a place that came from the waitlist without penalty for 2 hours.</li>
          <li>In the last hour before the start nobody is promoted: the free place is open to anyone.</li>
          <li>Your dashboard shows where you are in each line, and you can leave a line at any time.</li>
        </ul>
      </InfoSection>

      <InfoSection id="getting-paid" title={title('getting-paid')}>
        <p>
          Payments are a demo for now, so no money is paid out to studios yet. The studio dashboard's Money
          tab shows what your classes, packs and memberships took, what was refunded and the net, for any
          dates you choose, with both as CSV files for your accounts.
        </p>
      </InfoSection>

      <InfoSection id="listing" title={title('listing')}>
        <p>
          Press List Your Studio in the header and create a studio owner account; if you already book classes,
          the same account can become an owner's and keeps its bookings.
        </p>
        <ol className="flex list-decimal flex-col gap-2 pl-6">
          <li>Add your studio: its address, services and a photo.</li>
          <li>Add a class: its format, length, price and how many people it takes.</li>
          <li>Schedule a session, once or weekly.</li>
        </ol>
        <p>
          Your studio appears in the catalogue once one of its classes has a session to book. Until then only
          you can see its page.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
