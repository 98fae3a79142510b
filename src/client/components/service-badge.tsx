import { cn } from '../lib/cn';
import { isServiceType, SERVICE_TONE, serviceLabel } from '../lib/service-types';
import { Badge } from './ui/badge';

/** 'overlay' sits on artwork (white pill); 'soft' sits on a card or page (tinted pill). */
export function ServiceBadge({
  type,
  variant = 'soft',
  className,
}: {
  type: string;
  variant?: 'overlay' | 'soft';
  className?: string;
}) {
  const tone = isServiceType(type) ? SERVICE_TONE[type] : undefined;
  return (
    <Badge
      className={cn(
        tone?.text ?? 'text-ink',
        variant === 'overlay' ? 'bg-surface/95 shadow-sm' : (tone?.soft ?? 'bg-ink/5'),
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', tone?.dot ?? 'bg-muted')} />
      {serviceLabel(type)}
    </Badge>
  );
}
