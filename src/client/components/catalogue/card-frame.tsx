import type { ReactNode } from 'react';
import { interactiveCardClasses } from '../ui/card';

/** The raised card every catalogue item sits in; its one link stretches over the whole card. */
export function CardFrame({ children }: { children: ReactNode }) {
  return (
    <article className={`group relative flex h-full flex-col overflow-hidden ${interactiveCardClasses}`}>
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
