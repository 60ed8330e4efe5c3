import type { IntlShape } from 'react-intl';
import type { JobSummary } from '@marketplace/contracts';
import { quantityText } from './quantity-text';

/**
 * What a job is, as its title: "House cleaning, 3 hours · TV mounting × 2". One of a per-job
 * service needs no count. The names are the API's (data); the counts follow the page's language.
 */
export function jobServicesTitle(intl: IntlShape, services: JobSummary['services']): string {
  return services
    .map(({ name, unit, quantity }) => {
      if (unit === 'hour') return intl.formatMessage({ id: 'job-ui.services.hours', defaultMessage: '{name}, {hours}' }, { name, hours: quantityText(intl, unit, quantity) });
      return quantity > 1 ? intl.formatMessage({ id: 'job-ui.services.count', defaultMessage: '{name} {count}' }, { name, count: quantityText(intl, unit, quantity) }) : name;
    })
    .join(' · ');
}
