import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from '../../common/constants';

export function isServiceType(value: string | null | undefined): value is ServiceType {
  return !!value && (SERVICE_TYPES as readonly string[]).includes(value);
}

export function serviceLabel(type: string): string {
  return isServiceType(type) ? SERVICE_TYPE_LABELS[type] : type;
}

/** Literal class names per service colour, so Tailwind sees every one of them. */
export const SERVICE_TONE: Record<ServiceType, { text: string; soft: string; dot: string }> = {
  yoga: { text: 'text-yoga', soft: 'bg-yoga/10', dot: 'bg-yoga' },
  'mental-health': { text: 'text-mental-health', soft: 'bg-mental-health/10', dot: 'bg-mental-health' },
  reiki: { text: 'text-reiki', soft: 'bg-reiki/10', dot: 'bg-reiki' },
  'sound-bath': { text: 'text-sound-bath', soft: 'bg-sound-bath/10', dot: 'bg-sound-bath' },
};
