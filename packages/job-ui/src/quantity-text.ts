import type { IntlShape } from 'react-intl';
import type { ServiceOffer } from '@marketplace/contracts';
import { hoursText } from '@marketplace/domain-text/quantities';

/** "3 hours", "1 hour", "× 2": how much of a service, in its unit, in the page's language. */
export function quantityText(intl: IntlShape, unit: ServiceOffer['unit'], quantity: number): string {
  if (unit === 'hour') return hoursText(intl, quantity);
  return intl.formatMessage({ id: 'job-ui.quantity.times', defaultMessage: '× {quantity, number}' }, { quantity });
}
