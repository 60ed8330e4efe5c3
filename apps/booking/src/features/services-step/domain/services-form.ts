import type { IntlShape } from 'react-intl';
import { z } from '@marketplace/contracts/zod';
import { serviceSelectionSchema, servicesSelectionSchema, type ServiceOffer, type ServicesSelection } from '@marketplace/contracts';

export interface ServicesFormValues {
  /** Hours or items per offered service; 0 = not chosen. */
  quantities: Record<string, number>;
}

/** The form's quantities as the API's selection: only what was chosen, in the offer's order. */
export function toSelection(quantities: Record<string, number>): ServicesSelection {
  return Object.entries(quantities)
    .filter(([, quantity]) => Number.isFinite(quantity) && quantity > 0)
    .map(([serviceId, quantity]) => ({ serviceId, quantity }));
}

export function quantitiesFrom(offers: readonly ServiceOffer[], services: ServicesSelection | undefined): Record<string, number> {
  return Object.fromEntries(offers.map((offer) => [offer.id, services?.find((service) => service.serviceId === offer.id)?.quantity ?? 0]));
}

/**
 * Each quantity: 0 (not chosen) or what the API accepts for a chosen service. Built with the
 * react-intl object so its own messages are in the page's language (the contract's are the
 * contracts package's).
 */
export const servicesFormSchema = (intl: IntlShape) => z.object({
  // NaN is an emptied field: it gets its own message below rather than zod's.
  quantities: z.record(z.string(), z.union([z.number(), z.nan()])).check(z.superRefine((quantities, context) => {
    for (const [serviceId, quantity] of Object.entries(quantities)) {
      if (quantity === 0) continue;
      const message = !Number.isFinite(quantity)
        ? intl.formatMessage({ id: 'booking.services.quantity-not-number', defaultMessage: 'Enter a number (0 if you don’t need this service)' })
        : quantity < 0
          ? intl.formatMessage({ id: 'booking.services.quantity-negative', defaultMessage: 'Cannot be less than 0' })
          : serviceSelectionSchema.shape.quantity.safeParse(quantity).error?.issues[0]?.message;
      if (message) context.addIssue({ code: 'custom', path: [serviceId], message });
    }
  })),
});

/** The selection as a whole (at least one service…): the message, or null when it is fine. */
export function selectionProblem(selection: ServicesSelection): string | null {
  return servicesSelectionSchema.safeParse(selection).error?.issues[0]?.message ?? null;
}

/** How long the job takes: the hours of per-hour services, the usual duration of per-job ones. */
export function estimateDurationMinutes(selection: ServicesSelection, offers: readonly ServiceOffer[]): number {
  return selection.reduce((total, { serviceId, quantity }) => {
    const offer = offers.find((candidate) => candidate.id === serviceId);
    if (!offer) return total;
    return total + (offer.unit === 'hour' ? quantity * 60 : quantity * offer.defaultDurationMinutes);
  }, 0);
}
