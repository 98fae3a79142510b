import {
  Bullets,
  LegalDocument,
  type LegalSection,
  ProseLink,
  RecordList,
} from '../components/legal-document';

const PROFILE = '/dashboard?tab=profile';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Attune is a demonstration marketplace for wellbeing classes in London. It works like the real thing:
          you can make an account, book a class and review it, but payments are a demo and no money moves.
        </p>
        <p>
          Attune decides what happens to the personal data described here, so under UK data protection law
          (the UK GDPR and the Data Protection Act 2018) it is the controller. Questions about your data go
          through our <ProseLink to="/contact">contact page</ProseLink>.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-keep',
    title: 'What we keep, why, and for how long',
    body: (
      <>
        <p>We keep only what the service needs to work. Each kind of record, in full:</p>
        <RecordList
          records={[
            {
              what: 'Your account',
              holds:
                'Your e-mail address, username, account type (student or studio owner), and the first name, last name and phone number if you give them. Your password is never stored: only an argon2id hash of it, which cannot be turned back into the password.',
              why: 'To sign you in, and so a studio knows who has booked its class. We need it to provide the service you signed up for (contract).',
              howLong: 'Until you delete your account.',
            },
            {
              what: 'Your bookings',
              holds:
                'The class and session, when you booked, the price (a demo payment), whether it is held, confirmed, cancelled or completed, any cancellation and its reason, and whether the studio marked you as attended.',
              why: 'To hold your place and show you your classes (contract), and so studios keep an accurate record of their sessions (their legitimate interest).',
              howLong:
                'Upcoming bookings are cancelled when you delete your account and their places offered to the next person waiting. Past bookings stay for the studio’s records, but without your name, e-mail or anything else that says who you are.',
            },
            {
              what: 'Waiting lists',
              holds: 'Which full sessions you are waiting for, and when you joined.',
              why: 'To offer you a place, in the order people joined, when one frees up (contract).',
              howLong:
                'Until you leave the list, are given a place, or the session passes. Deleting your account takes you off every list.',
            },
            {
              what: 'Reviews',
              holds:
                'Your star rating and comment. They are shown publicly with your first name and last initial, the class and the month.',
              why: 'So other people can choose a class with confidence, and studios hear how it went (legitimate interest).',
              howLong:
                'Until you edit or withdraw them. If you delete your account, your comments are erased; your star ratings stay, with no name, so a studio’s average stays true.',
            },
            {
              what: 'Signed-in devices',
              holds:
                'For each device you sign in on: when you signed in, when it was last used, and the browser’s description of itself (its user agent). The sign-in token is stored only as a hash.',
              why: 'To keep you signed in, and so you can see every device on your account and sign any of them out (security).',
              howLong:
                'A device is signed out after 14 days without use, and after 30 days at most. Changing your password signs out every other device; deleting your account removes them all.',
            },
            {
              what: 'Messages about your bookings',
              holds:
                'The notifications we show you in the app and send by e-mail (confirmations, cancellations, places offered, reminders and invitations to review), whether you have read them, and your choices about reminders and review invitations.',
              why: 'To tell you what happened to your bookings (contract). Reminders and review invitations are optional and can be turned off in your profile.',
              howLong:
                'As long as you keep your account. Deleting it deletes them, with any password-reset link still waiting.',
            },
            {
              what: 'Your calendar feed',
              holds: 'If you turn it on, a hash of the secret address your calendar app uses.',
              why: 'So your calendar app can show your bookings (contract).',
              howLong: 'Until you reset or turn off the feed, or delete your account.',
            },
            {
              what: 'Messages you send us',
              holds:
                'What you write through the contact form (name, e-mail, message), and the details you give when joining the launch waiting list on our home page.',
              why: 'To answer you, and to tell you when Attune opens near you (your consent, which you can withdraw at any time).',
              howLong:
                'Until we have answered and no longer need them, or sooner if you ask us to remove them.',
            },
            {
              what: 'Security records',
              holds:
                'A count of failed sign-ins for each network address and account, and the server’s request log (the time, the page or API route, and the network address). Passwords and tokens are never written to the log.',
              why: 'To stop password guessing and bulk booking, and to find and fix faults (legitimate interest in keeping Attune secure).',
              howLong:
                'Failed sign-in counts are forgotten after at most 15 minutes. Logs are kept only as long as needed to look into problems.',
            },
          ]}
        />
      </>
    ),
  },
  {
    id: 'who-sees-it',
    title: 'Who sees it',
    body: (
      <>
        <p>
          When you book, the studio running the class sees your name and e-mail address on its list of who is
          coming, and later whether you attended. Other people see only what you publish in a review: your
          first name and last initial, never your e-mail.
        </p>
        <p>
          We do not sell your data, show advertising, or use analytics or tracking services. Attune sets no
          cookies: the only thing it keeps in your browser is your sign-in token, which signing out removes.
        </p>
        <p>
          Payment is a demo. The card details shown at checkout are a sample, and we never ask for or store a
          real card.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights, and how to use them',
    body: (
      <>
        <p>You can do most of this yourself, at any time, in the Profile tab of your dashboard:</p>
        <Bullets>
          <li>
            <strong className="font-semibold text-ink">See and take your data.</strong> Download my data gives
            you every record Attune holds about you as a JSON file, which other services can read (your rights
            of access and portability).
          </li>
          <li>
            <strong className="font-semibold text-ink">Correct it.</strong> Edit Profile changes your name,
            username and phone number.
          </li>
          <li>
            <strong className="font-semibold text-ink">Delete it.</strong> Delete account, after you confirm
            with your password, erases your details as described above, cancels your upcoming bookings and
            signs out every device (your right to erasure).
          </li>
          <li>
            <strong className="font-semibold text-ink">Choose your messages.</strong> Turn reminders and
            review invitations on or off. Messages about a booking itself always go.
          </li>
        </Bullets>
        <p>
          <ProseLink to={PROFILE}>Open the Profile tab</ProseLink>. For anything else, such as objecting to or
          restricting how we use your data, <ProseLink to="/contact">write to us</ProseLink> and we will reply
          within one month.
        </p>
        <p>
          If you are unhappy with how we have handled your data, you can complain to the Information
          Commissioner’s Office (ICO) at ico.org.uk or on 0303 123 1113. We would be grateful for the chance
          to put things right first.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this notice',
    body: (
      <p>
        If we change what we keep or why, we will update this page and the date at the top. Our{' '}
        <ProseLink to="/terms">terms of use</ProseLink> explain how booking, cancelling and reviews work.
      </p>
    ),
  },
];

/** /privacy: the privacy notice (UK GDPR Articles 13 and 14). */
export function PrivacyPage() {
  return (
    <LegalDocument
      eyebrow="Your data"
      title="Privacy notice"
      updated="23 November 2026"
      lead={
        <p>
          Attune keeps only what it needs to book you into a class, for as long as it needs it. You can see
          it, download it, correct it or delete it yourself, from your profile.
        </p>
      }
      sections={sections}
    />
  );
}
