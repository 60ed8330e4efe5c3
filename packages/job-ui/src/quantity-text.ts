import type { ServiceOffer } from '@marketplace/contracts';
import { hoursText } from '@marketplace/domain-text/quantities';

/** "3 hours", "1 hour", "× 2": how much of a service, in its unit. */
export function quantityText(unit: ServiceOffer['unit'], quantity: number): string {
  if (unit === 'hour') return hoursText(quantity);
  return `× ${quantity}`;
}
