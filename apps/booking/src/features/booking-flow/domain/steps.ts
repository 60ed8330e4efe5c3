/** The booking flow's steps, in order (docs/product.md §3). Paths are relative to /book-now. */
export const bookingSteps = [
  { id: 'services', label: 'Services', title: 'Choose your services' },
  { id: 'address', label: 'Address', title: 'Where is the job?' },
  { id: 'job-info', label: 'Job details', title: 'Tell us about the job' },
  { id: 'contact-info', label: 'Contact', title: 'Your contact details' },
  { id: 'time-selection', label: 'Time', title: 'Pick a start time' },
  { id: 'provider-selection', label: 'Provider', title: 'Choose your provider' },
  { id: 'confirm', label: 'Confirm', title: 'Review and book' },
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
