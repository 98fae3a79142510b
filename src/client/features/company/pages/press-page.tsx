import { InfoPage, InfoSection, InlineLink } from '../components/info-page';

export function PressPage() {
  return (
    <InfoPage
      title="Press"
      eyebrow="For journalists"
      lead={
        <p>
          Attune is a London marketplace for wellbeing classes: yoga, mental health, reiki and sound baths,
          run by boutique studios and independent facilitators.
        </p>
      }
    >
      <InfoSection title="About Attune">
        <p>
          Visitors browse classes and studios without an account; students book a session and pay at checkout;
          studio owners publish their classes, sell passes and memberships, and check people in at the door.
          Payments are a demo for now: no money moves.
        </p>
        <p>
          The story behind it is on <InlineLink to="/our-story">our story</InlineLink> page.
        </p>
      </InfoSection>
      <InfoSection title="Press enquiries">
        <p>
          For interviews, figures or images, write to us through the{' '}
          <InlineLink to="/contact">contact page</InlineLink> and say you are writing a piece.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
