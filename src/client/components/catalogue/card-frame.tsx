import type { ReactNode } from 'react';
import { interactiveCardClasses } from '../ui/card';

/** For the card's one link: it stretches over the whole card, so the whole card is the target. */
export const STRETCHED_LINK_CLASSES =
  'rounded-sm after:absolute after:inset-0 after:rounded-card focus-visible:outline-none';

/**
 * The raised card every catalogue item sits in. The keyboard focus ring is the card's own outline
 * while its link has focus: an outline on the stretched link was cut off by the card's
 * `overflow-hidden`, so a keyboard user could not see which card was focused.
 */
export function CardFrame({ children }: { children: ReactNode }) {
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-sage ${interactiveCardClasses}`}
    >
      {children}
    </article>
  );
}

/**
 * Artwork is decorative here: the card's heading link already names the class or studio. The first
 * cards of a list are on screen at once (`priority`): they load at once, and the server-rendered page
 * preloads them, instead of waiting for layout as lazy images do.
 */
export function CardImage({
  src,
  priority = false,
  children,
}: {
  src: string;
  priority?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="relative aspect-[16/10] overflow-hidden bg-line">
      <img
        src={src}
        alt=""
        width={800}
        height={500}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="size-full object-cover transition-transform duration-500 ease-out group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
      />
      {children}
    </div>
  );
}
