import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not resolve conflicting utilities (tailwind-merge would, at a cost to
 * every page: docs/decisions/0010), so components offer variants and props instead of letting
 * callers override their classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
