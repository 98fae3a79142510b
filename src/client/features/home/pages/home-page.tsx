import { Eyebrow } from '../../../components/eyebrow';
import { PageTitle } from '../../../components/page-title';
import { AppDownload } from '../components/app-download';
import { CategoryTiles } from '../components/category-tiles';
import { FeaturedClasses } from '../components/featured-classes';
import { FeaturedStudios } from '../components/featured-studios';
import { HeroArt } from '../components/hero-art';
import { HeroSearch } from '../components/hero-search';
import { SectionHeading } from '../components/section-heading';

export function HomePage() {
  return (
    <>
      <PageTitle>Wellbeing classes in London</PageTitle>
      <section className="relative isolate">
        {/* The artwork is clipped on its own layer, so the search card's shadow is not. */}
        <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
          <div className="absolute inset-0 bg-gradient-to-b from-sage/10 via-sand to-sand" />
          <div className="absolute -top-32 -left-24 size-[28rem] rounded-full bg-clay/10 blur-3xl" />
        </div>
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-10 sm:px-6 md:pt-16 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:pt-20">
          <div>
            <Eyebrow>London · Yoga · Reiki · Sound</Eyebrow>
            <h1 className="mt-4 text-3xl text-ink sm:text-4xl lg:text-5xl">
              Find your <em className="text-sage italic">calm</em>, wherever you are in London
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted">
              Discover and book yoga, mental health, reiki and sound bath classes at the city's most
              thoughtful studios, from Shoreditch to Hampstead.
            </p>
          </div>
          <div className="hidden lg:block">
            <HeroArt />
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-6 sm:px-6 lg:px-8">
          <HeroSearch />
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-24 px-4 pt-16 sm:px-6 lg:px-8">
        <section aria-labelledby="categories">
          <SectionHeading id="categories" eyebrow="Explore" title="Find your practice" />
          <CategoryTiles />
        </section>
        <FeaturedClasses />
        <FeaturedStudios />
        <AppDownload />
      </div>
    </>
  );
}
