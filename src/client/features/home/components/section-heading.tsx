import type { ReactNode } from 'react';
import { Eyebrow } from '../../../components/eyebrow';

export function SectionHeading({
  id,
  eyebrow,
  title,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <Eyebrow>{eyebrow}</Eyebrow>
        <h2 id={id} className="mt-2 text-2xl sm:text-3xl text-ink">
          {title}
        </h2>
      </div>
      {action}
    </div>
  );
}
