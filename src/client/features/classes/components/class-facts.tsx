import { Clock, Gauge, PoundSterling, Users } from 'lucide-react';
import { formatPrice } from '../../../../common/format';
import type { ClassWithDetails } from '../../../../common/schemas/class';
import { IconTerm } from '../../../components/icon-term';
import { Card } from '../../../components/ui/card';

export function ClassFacts({ cls }: { cls: ClassWithDetails }) {
  const facts = [
    { Icon: Clock, label: 'Duration', value: `${cls.duration} minutes` },
    { Icon: Users, label: 'Class size', value: `Up to ${cls.maxParticipants} participants` },
    { Icon: PoundSterling, label: 'Price', value: `${formatPrice(cls.price)} per session` },
    { Icon: Gauge, label: 'Difficulty', value: cls.difficulty ?? 'All levels' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4">
      {facts.map(({ Icon, label, value }) => (
        <Card
          key={label}
          className="relative flex min-h-[4.625rem] flex-col justify-center py-3 pr-4 pl-4 sm:pl-[4.25rem]"
        >
          <IconTerm
            Icon={Icon}
            label={label}
            circle="absolute top-1/2 left-4 hidden size-10 -translate-y-1/2 sm:inline-flex"
            iconSize="size-5"
          />
          <dd className="font-semibold text-ink">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
