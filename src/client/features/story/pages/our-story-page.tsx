import { Link } from 'react-router';
import { Eyebrow } from '../../../components/eyebrow';
import { PageTitle } from '../../../components/page-title';
import { StandaloneShell } from '../../../components/standalone-shell';
import { Button } from '../../../components/ui/button';
import { comingSoonPath } from '../../../lib/site-mode';

export function OurStoryPage() {
  return (
    <StandaloneShell showBack>
      <PageTitle>Our Story</PageTitle>
      <article className="mx-auto w-full max-w-2xl">
        <Eyebrow>Our story</Eyebrow>
        <h1 className="mt-4 text-3xl sm:text-4xl text-ink">Wellbeing for Everyone</h1>
        <div className="mt-10 flex flex-col gap-6 text-lg text-ink/90 [&>p:first-child]:font-display [&>p:first-child]:text-xl [&>p:first-child]:leading-relaxed [&>p:first-child]:text-ink">
          <p>
            Attune began with a simple belief: that feeling well should not be a luxury. In a city that rarely
            slows down, we wanted to make it easy to find an hour of presence — on a mat, in a circle, or
            lying beneath the hum of a singing bowl.
          </p>
          <p>
            Presence is where it starts. The best classes ask nothing more of you than to arrive as you are,
            breathe, and notice. We look for teachers and spaces that hold that kind of room, so every session
            feels like coming home to yourself.
          </p>
          <p>
            Trust is what makes it last. Every studio and facilitator on Attune is chosen with care, with
            clear prices, honest descriptions and reviews from real people, so you can book with confidence
            and give your attention to the practice, not the admin.
          </p>
          <p>
            And Attunement is where it leads: a platform for elite freelancers and boutique studios to be
            found by the people who need them, and for Londoners to discover yoga, mental health support,
            reiki and sound healing that truly fits their lives. Wellbeing, for everyone.
          </p>
        </div>
        <div className="mt-12 flex flex-col gap-3 border-t border-line pt-10 sm:flex-row">
          <Button asChild size="lg">
            <Link to={comingSoonPath()}>Join Waiting List</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/contact">Get in touch</Link>
          </Button>
        </div>
      </article>
    </StandaloneShell>
  );
}
