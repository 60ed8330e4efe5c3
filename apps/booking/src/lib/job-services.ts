import type { JobSummary } from '@marketplace/contracts';

/** What a job is, as its title: "House cleaning × 3, TV mounting". */
export function jobServicesTitle(services: JobSummary['services']): string {
  return services.map((service) => (service.quantity > 1 ? `${service.name} × ${service.quantity}` : service.name)).join(', ');
}
