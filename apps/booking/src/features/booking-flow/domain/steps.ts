import { defineMessages } from 'react-intl';

/** Each step's short name, in the progress bar and in sentences about it. */
const labels = defineMessages({
  services: { id: 'booking.steps.services-label', defaultMessage: 'Services' },
  address: { id: 'booking.steps.address-label', defaultMessage: 'Address' },
  jobInfo: { id: 'booking.steps.job-info-label', defaultMessage: 'Job details' },
  contactInfo: { id: 'booking.steps.contact-info-label', defaultMessage: 'Contact' },
  timeSelection: { id: 'booking.steps.time-selection-label', defaultMessage: 'Time' },
  providerSelection: { id: 'booking.steps.provider-selection-label', defaultMessage: 'Provider' },
  confirm: { id: 'booking.steps.confirm-label', defaultMessage: 'Confirm' },
});

/** Each step's heading. */
const titles = defineMessages({
  services: { id: 'booking.steps.services-title', defaultMessage: 'Choose your services' },
  address: { id: 'booking.steps.address-title', defaultMessage: 'Where is the job?' },
  jobInfo: { id: 'booking.steps.job-info-title', defaultMessage: 'Tell us about the job' },
  contactInfo: { id: 'booking.steps.contact-info-title', defaultMessage: 'Your contact details' },
  timeSelection: { id: 'booking.steps.time-selection-title', defaultMessage: 'Pick a start time' },
  providerSelection: { id: 'booking.steps.provider-selection-title', defaultMessage: 'Choose your provider' },
  confirm: { id: 'booking.steps.confirm-title', defaultMessage: 'Review and book' },
});

/** The booking flow's steps, in order (docs/product.md §3). Paths are relative to /book-now; label and title are messages. */
export const bookingSteps = [
  { id: 'services', label: labels.services, title: titles.services },
  { id: 'address', label: labels.address, title: titles.address },
  { id: 'job-info', label: labels.jobInfo, title: titles.jobInfo },
  { id: 'contact-info', label: labels.contactInfo, title: titles.contactInfo },
  { id: 'time-selection', label: labels.timeSelection, title: titles.timeSelection },
  { id: 'provider-selection', label: labels.providerSelection, title: titles.providerSelection },
  { id: 'confirm', label: labels.confirm, title: titles.confirm },
] as const;

export type BookingStepId = (typeof bookingSteps)[number]['id'];

export function stepIndex(id: string): number {
  return bookingSteps.findIndex((step) => step.id === id);
}

export function stepPath(id: BookingStepId): string {
  return `/book-now/${id}`;
}

export function previousStep(id: BookingStepId): BookingStepId | undefined {
  return bookingSteps[stepIndex(id) - 1]?.id;
}

export function nextStep(id: BookingStepId): BookingStepId | undefined {
  return bookingSteps[stepIndex(id) + 1]?.id;
}

export function stepOf(id: BookingStepId) {
  return bookingSteps[stepIndex(id)] ?? bookingSteps[0];
}
