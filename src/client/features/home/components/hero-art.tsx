/** Four arches of practice artwork, staggered like a window display. Decorative. */
export function HeroArt() {
  const arches = [
    { src: '/images/defaults/yoga.svg', className: 'mt-10' },
    { src: '/images/defaults/sound-bath.svg', className: '' },
    { src: '/images/defaults/mental-health.svg', className: 'mt-4' },
    { src: '/images/defaults/reiki.svg', className: '-mt-6' },
  ];
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-4 lg:gap-5">
      {arches.map(({ src, className }) => (
        <div key={src} className={`overflow-hidden rounded-t-full rounded-b-card shadow-raised ${className}`}>
          <img src={src} alt="" width={800} height={600} className="aspect-[3/4] w-full object-cover" />
        </div>
      ))}
    </div>
  );
}
