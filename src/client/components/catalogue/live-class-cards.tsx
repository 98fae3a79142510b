import type { ComponentProps } from 'react';
import { useLiveClasses } from '../../lib/live-places';
import { ClassCard } from './class-card';

type CardClass = ComponentProps<typeof ClassCard>['cls'];
type CardStudio = ComponentProps<typeof ClassCard>['studio'];

interface LiveClassCardsProps<C extends CardClass> {
  classes: C[];
  /** The studio each card names: the class's own on a list, the page's on a studio or teacher page. */
  studioOf: (cls: C) => CardStudio;
  /** How many of the first cards are on screen before any scrolling (their artwork loads at once). */
  priorityCount?: number;
}

/**
 * The items of a grid of class cards, their places read live (docs/decisions/0123): the list came
 * from the catalogue, which may be CATALOGUE_CACHE_SECONDS old, and "Fully booked" or "2 spots left"
 * should be true now. One question for every session on screen.
 */
export function LiveClassCards<C extends CardClass>({
  classes,
  studioOf,
  priorityCount = 0,
}: LiveClassCardsProps<C>) {
  const live = useLiveClasses(classes);
  return live.map((cls, index) => (
    <li key={cls.id}>
      <ClassCard cls={cls} studio={studioOf(cls)} priority={index < priorityCount} />
    </li>
  ));
}
