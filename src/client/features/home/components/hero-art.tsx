const ARCHES = [
  { src: '/images/defaults/yoga.svg', offset: 'mt-12' },
  { src: '/images/defaults/sound-bath.svg', offset: '' },
  { src: '/images/defaults/mental-health.svg', offset: 'mt-6' },
  { src: '/images/defaults/reiki.svg', offset: '-mt-6' },
];

/** Four arches of practice artwork, staggered like a shop window. Decorative. */
export function HeroArt() {
  return (
    <div aria-hidden="true" className="ml-auto grid max-w-md grid-cols-2 items-start gap-5">
      {ARCHES.map(({ src, offset }) => (
        <div key={src} className={`overflow-hidden rounded-t-full rounded-b-card-lg shadow-raised ${offset}`}>
          <img src={src} alt="" width={800} height={600} className="aspect-[4/5] w-full object-cover" />
        </div>
      ))}
    </div>
  );
}
