import { InfoPage, InfoSection, InlineLink } from '../components/info-page';

export function CareersPage() {
  return (
    <InfoPage
      title="Careers"
      eyebrow="Work with us"
      lead={<p>Attune is a small team building a calmer way to find wellbeing classes in London.</p>}
    >
      <InfoSection title="Open roles">
        <p>
          We have no open roles right now. When we do, they will be listed here first, with who we are looking
          for, what the work is and what it pays.
        </p>
      </InfoSection>
      <InfoSection title="Teach or run a studio">
        <p>
          If you teach yoga, mental health, reiki or sound baths, you do not need a job with us to reach
          students: <InlineLink to="/auth?mode=signup&type=studio">list your studio</InlineLink> and publish
          your classes yourself.
        </p>
      </InfoSection>
      <InfoSection title="Say hello">
        <p>
          Curious about what we do, or what we might need next? Write to us through the{' '}
          <InlineLink to="/contact">contact page</InlineLink>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
