import type { JobSummary } from '@marketplace/contracts';
import { quantityText } from './quantity-text';

/** What a job is, as its title: "House cleaning, 3 hours · TV mounting × 2". One of a per-job service needs no count. */
export function jobServicesTitle(services: JobSummary['services']): string {
  return services
    .map(({ name, unit, quantity }) => {
      if (unit === 'hour') return `${name}, ${quantityText(unit, quantity)}`;
      return quantity > 1 ? `${name} ${quantityText(unit, quantity)}` : name;
    })
    .join(' · ');
}
