import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './ui/card';

/** One fact of a description list: its label, the icon that marks it, and its value. */
export interface IconFact<V = ReactNode> {
  Icon: LucideIcon;
  label: string;
  value: V;
}

/** Where a list's parts sit and how large they are: each fact's box, its icon's circle, its value. */
export interface IconFactLook {
  item: string;
  /** Places (and sizes) the sage circle around the icon. */
  circle: string;
  iconSize: string;
  value: string;
}

/**
 * A <dl> of facts, each a group (a plain box, or a Card with `card`) of its <dt> and <dd>. The <dt> is
 * the label with its icon in a sage circle; the icon sits inside the dt, so dt and dd stay the group's
 * direct children, as a <dl> requires. The lists differ only in their classes (`look`).
 */
export function IconFactList({
  facts,
  className,
  look,
  card = false,
}: {
  facts: IconFact[];
  className: string;
  look: IconFactLook;
  card?: boolean;
}) {
  const Item = card ? Card : 'div';
  return (
    <dl className={className}>
      {facts.map(({ Icon, label, value }) => (
        <Item key={label} className={look.item}>
          <dt className="text-sm text-muted">
            <span
              className={cn('items-center justify-center rounded-full bg-sage/10 text-sage', look.circle)}
            >
              <Icon aria-hidden="true" className={look.iconSize} />
            </span>
            {label}
          </dt>
          <dd className={look.value}>{value}</dd>
        </Item>
      ))}
    </dl>
  );
}
