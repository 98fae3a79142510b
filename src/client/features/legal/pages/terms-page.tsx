import { Bullets, LegalDocument, type LegalSection, ProseLink } from '../components/legal-document';

const sections: LegalSection[] = [
  {
    id: 'about',
    title: 'About Attune',
    body: (
      <>
        <p>
          Attune is a demonstration marketplace that helps people in London find and book yoga, mental health,
          reiki and sound bath classes. The classes are run by independent studios and facilitators, not by
          Attune. By making an account you agree to these terms, written in plain English so they are easy to
          keep.
        </p>
        <p>
          <strong className="font-semibold text-ink">Payment is a demo.</strong> Prices are shown in pounds
          and checkout works as it would for real, but no card is charged and no money moves. Refunds
          described below are demo refunds too.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <Bullets>
        <li>
          An account is for one person. Give an e-mail address you can read and keep your details accurate.
        </li>
        <li>
          Choose a password of at least 8 characters that you do not use elsewhere, and keep it to yourself.
          If you think someone else has it, change it in your profile: every other device is signed out.
        </li>
        <li>
          You can close your account at any time with Delete account in your profile. What happens to your
          data then is set out in our <ProseLink to="/privacy">privacy notice</ProseLink>.
        </li>
      </Bullets>
    ),
  },
  {
    id: 'booking',
    title: 'Booking and paying',
    body: (
      <>
        <p>
          The price on the booking page is the price you pay. When you book, your place is held for a few
          minutes while you pay, and the checkout page shows how long is left. If the hold runs out before you
          pay, the booking is cancelled and the place goes back to the class.
        </p>
        <p>
          Your booking is confirmed once payment goes through. It then appears in your dashboard with the
          class details and the last moment you can cancel for free.
        </p>
        <p>
          New accounts may hold only a few upcoming bookings during their first day, and everyone has a limit
          on how many bookings they can make in an hour. These limits stop places being hoarded, so classes
          stay open to the people who want to go.
        </p>
      </>
    ),
  },
  {
    id: 'cancelling',
    title: 'Cancelling',
    body: (
      <>
        <p>
          Each studio sets a cancellation window, 12 hours before the class unless the studio says otherwise.
          Your booking shows the exact deadline. It is fixed when you pay: if the studio changes its window
          later, your deadline stays as it was.
        </p>
        <Bullets>
          <li>Cancel before the deadline and you get a full refund.</li>
          <li>
            Cancel after it and your place is still freed for someone else, but there is no refund (a late
            cancellation).
          </li>
          <li>Once the class has started, a booking can no longer be cancelled.</li>
          <li>
            A place you have not paid for yet can be released at any time; nothing was paid, so nothing is
            refunded.
          </li>
          <li>
            If you were given a place from a waiting list, you may cancel it free of charge for 2 hours after
            it was offered, whatever the deadline: you did not choose the timing.
          </li>
          <li>
            If a studio cancels a session, every booking on it is cancelled with a full refund, and you are
            told the studio’s reason.
          </li>
        </Bullets>
      </>
    ),
  },
  {
    id: 'waiting-lists',
    title: 'Waiting lists',
    body: (
      <p>
        When a session is full you can join its waiting list. When a place frees up it goes to the first
        person in line, and the booking is confirmed for you at the class price. In the last hour before a
        class nobody is moved up from the list: the freed place is open to anyone who books it first. You can
        leave a waiting list whenever you like.
      </p>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <>
        <p>
          You can review a class you booked once it has finished, unless the booking was cancelled or the
          studio recorded that you did not attend. One review per booking; you can edit or withdraw it later.
        </p>
        <Bullets>
          <li>
            Write about your own experience of the class, honestly. Do not review a class you run or were paid
            to praise.
          </li>
          <li>Keep it kind and about the class: no personal details of others, no abuse, no advertising.</li>
          <li>
            We show every review, newest first, and never order or hide them by their rating, as UK consumer
            law (the Digital Markets, Competition and Consumers Act 2024) requires. We may remove a review
            that breaks these rules.
          </li>
        </Bullets>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Looking after each other',
    body: (
      <>
        <Bullets>
          <li>
            Treat teachers, studio staff and other students with respect. Arrive on time, or cancel so someone
            else can come.
          </li>
          <li>
            Tell the teacher about any injury or health condition before class. Classes are not medical
            treatment and do not replace advice from your doctor.
          </li>
          <li>
            Do not misuse Attune: no fake accounts, no booking places you do not mean to use, no automated
            scraping, and no attempts to get round our limits or break in.
          </li>
        </Bullets>
        <p>We may suspend or close an account that breaks these terms, and will tell you why.</p>
      </>
    ),
  },
  {
    id: 'studios',
    title: 'For studio owners',
    body: (
      <Bullets>
        <li>Describe your studio, classes, prices and addresses accurately, and keep them up to date.</li>
        <li>
          Honour the bookings you accept. If you must cancel a session, give your students a clear reason.
        </li>
        <li>Record attendance truthfully: it decides who may review a class.</li>
        <li>Use your students’ details only to run the class they booked.</li>
      </Bullets>
    ),
  },
  {
    id: 'legal',
    title: 'The legal part',
    body: (
      <>
        <p>
          Attune is offered as a demonstration, as it is, and may change or pause without notice. Nothing in
          these terms takes away your rights under UK consumer law.
        </p>
        <p>
          These terms are governed by the law of England and Wales. If something goes wrong, please{' '}
          <ProseLink to="/contact">talk to us</ProseLink> first: most things can be put right quickly.
        </p>
      </>
    ),
  },
];

/** /terms: the terms of use. */
export function TermsPage() {
  return (
    <LegalDocument
      eyebrow="Using Attune"
      title="Terms of use"
      updated="23 November 2026"
      lead={
        <p>
          The short version: book what you mean to attend, cancel in good time, review honestly, and be kind.
          Payment on Attune is a demo, so no money ever moves.
        </p>
      }
      sections={sections}
    />
  );
}
