import { isServiceType } from './service-types';

/** The artwork for a class or studio: its own image, else the default for its (first) service type. */
export function imageFor(imageUrl: string | null, serviceType: string | undefined): string {
  if (imageUrl) return imageUrl;
  return `/images/defaults/${isServiceType(serviceType) ? serviceType : 'yoga'}.svg`;
}
