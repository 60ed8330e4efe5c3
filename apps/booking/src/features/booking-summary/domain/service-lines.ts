import type { IntlShape } from 'react-intl';
import type { ServiceOffer, ServicesSelection } from '@marketplace/contracts';
import { quantityText } from '@marketplace/job-ui/quantity-text';

export interface ServiceLine {
  serviceId: string;
  name: string;
  quantity: string;
}

/** The chosen services with their names from the market's offer (the id when it no longer offers one). */
export function serviceLines(intl: IntlShape, services: ServicesSelection | undefined, offers: readonly ServiceOffer[] | undefined): ServiceLine[] {
  return (services ?? []).map(({ serviceId, quantity }) => {
    const offer = offers?.find((candidate) => candidate.id === serviceId);
    return { serviceId, name: offer?.name ?? serviceId, quantity: quantityText(intl, offer?.unit ?? 'job', quantity) };
  });
}
