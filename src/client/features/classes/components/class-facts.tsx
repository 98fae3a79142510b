import { Clock, Gauge, PoundSterling, Users } from 'lucide-react';
import { formatPrice } from '../../../../common/format';
import type { ClassWithDetails } from '../../../../common/schemas/class';
import { IconFactList } from '../../../components/icon-fact-list';

const LOOK = {
  item: 'relative flex min-h-[4.625rem] flex-col justify-center py-3 pr-4 pl-4 sm:pl-[4.25rem]',
  circle: 'absolute top-1/2 left-4 hidden size-10 -translate-y-1/2 sm:inline-flex',
  iconSize: 'size-5',
  value: 'font-semibold text-ink',
};

export function ClassFacts({ cls }: { cls: ClassWithDetails }) {
  const facts = [
    { Icon: Clock, label: 'Duration', value: `${cls.duration} minutes` },
    { Icon: Users, label: 'Class size', value: `Up to ${cls.maxParticipants} participants` },
    { Icon: PoundSterling, label: 'Price', value: `${formatPrice(cls.price)} per session` },
    { Icon: Gauge, label: 'Difficulty', value: cls.difficulty ?? 'All levels' },
  ];
  return <IconFactList card facts={facts} className="grid grid-cols-2 gap-3 sm:gap-4" look={LOOK} />;
}
