import { Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { Eyebrow } from '../../../components/eyebrow';

/**
 * The spec's store buttons. Until Attune installs as an app of its own they lead to the page on
 * adding it to the home screen: a button that does nothing is a promise broken (issue 69).
 */
function StoreButton({ kicker, store }: { kicker: string; store: string }) {
  return (
    <Link
      to="/get-the-app"
      className="inline-flex h-14 items-center gap-3 rounded-full border border-white/25 bg-white/10 px-5 text-white transition-colors duration-200 hover:border-white/45 hover:bg-white/15 focus-visible:outline-white"
    >
      <Smartphone aria-hidden="true" className="size-5" />
      <span className="flex flex-col items-start leading-tight">
        <span className="text-sm">{kicker}</span>
        <span className="font-semibold">{store}</span>
      </span>
    </Link>
  );
}

export function AppDownload() {
  return (
    <section
      aria-labelledby="app-download"
      className="relative isolate overflow-hidden rounded-card-xl bg-sage px-6 py-12 text-white sm:px-12 sm:py-16"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-80 rounded-full bg-white/10" />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 right-40 -z-10 size-72 rounded-full bg-clay/30 blur-2xl"
      />
      <div className="grid items-center gap-10 md:grid-cols-[1.3fr_1fr]">
        <div>
          <Eyebrow tone="light">The Attune app</Eyebrow>
          <h2 id="app-download" className="mt-3 text-2xl sm:text-3xl">
            Your practice, in your pocket
          </h2>
          <p className="mt-4 max-w-md text-lg">
            Book in two taps, keep your week of classes in one calm place, and get a gentle nudge before each
            session.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <StoreButton kicker="Download on the" store="App Store" />
            <StoreButton kicker="Get it on" store="Play Store" />
          </div>
        </div>
        <div aria-hidden="true" className="hidden justify-center md:flex">
          <div className="w-56 rotate-3 rounded-[2.2rem] border-8 border-ink/80 bg-sand p-3 shadow-lifted">
            <div className="mx-auto mb-3 h-1.5 w-16 rounded-full bg-ink/20" />
            <img
              src="/images/defaults/sound-bath.svg"
              alt=""
              className="aspect-[4/3] w-full rounded-xl object-cover"
            />
            <div className="mt-3 h-3 w-3/4 rounded-full bg-ink/70" />
            <div className="mt-2 h-2.5 w-1/2 rounded-full bg-ink/25" />
            <div className="mt-4 flex items-center justify-between">
              <div className="h-3 w-12 rounded-full bg-ink/60" />
              <div className="h-7 w-20 rounded-full bg-sage" />
            </div>
            <img
              src="/images/defaults/yoga.svg"
              alt=""
              className="mt-4 aspect-[4/3] w-full rounded-xl object-cover"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
