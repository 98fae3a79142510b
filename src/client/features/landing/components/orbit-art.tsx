/** "The Wellbeing Universe": slow orbits with one planet per practice, drawn behind the landing page. */
export function OrbitArt() {
  return (
    <>
      <div className="absolute -top-48 -left-40 size-[36rem] rounded-full bg-sage/15 blur-3xl" />
      <div className="absolute -right-48 -bottom-48 size-[34rem] rounded-full bg-clay/15 blur-3xl" />
      {/* The whole drawing turns as one composited layer, so it is never repainted frame by frame. */}
      <svg
        aria-hidden="true"
        viewBox="-500 -500 1000 1000"
        className="absolute top-1/2 left-1/2 h-[140vmax] w-[140vmax] -translate-x-1/2 -translate-y-1/2 opacity-70 will-change-transform motion-safe:animate-[spin_160s_linear_infinite] sm:h-[110vmax] sm:w-[110vmax]"
      >
        <g fill="none" className="stroke-ink/10" strokeWidth="1">
          <circle r="190" />
          <circle r="280" strokeDasharray="2 8" />
          <circle r="370" />
          <circle r="460" strokeDasharray="2 10" />
        </g>
        <g>
          <circle cx="190" cy="0" r="9" className="fill-yoga" />
          <circle cx="-198" cy="254" r="7" className="fill-mental-health" />
          <circle cx="-262" cy="-262" r="11" className="fill-reiki/80" />
          <circle cx="325" cy="-325" r="6" className="fill-sound-bath" />
          <circle cx="0" cy="460" r="8" className="fill-clay/70" />
        </g>
      </svg>
    </>
  );
}
