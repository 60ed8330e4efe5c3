import { stepIndex, type BookingStepId } from './steps';

/** Which step asks for each part of the booking the API checks (`address.city` → address). */
const owners: ReadonlyArray<readonly [string, BookingStepId]> = [
  ['services', 'services'],
  ['address', 'address'],
  ['jobInfo', 'job-info'],
  ['contact', 'contact-info'],
  ['holdId', 'time-selection'],
];

function ownerOf(path: string): BookingStepId | undefined {
  return owners.find(([part]) => path === part || path.startsWith(`${part}.`) || path.startsWith(`${part}[`))?.[1];
}

export interface FieldErrorsTarget {
  step: BookingStepId;
  /** That step's messages, to say on arrival (its form also puts them next to its fields). */
  messages: string[];
}

/**
 * Where to send the customer when placing the booking was refused for some fields: the earliest
 * step that asks for one of them. Null when no step owns any (the confirm screen says it).
 */
export function fieldErrorsTarget(fieldErrors: Record<string, string[]>): FieldErrorsTarget | null {
  const owned = Object.entries(fieldErrors).flatMap(([path, messages]) => {
    const step = ownerOf(path);
    return step ? [{ step, messages }] : [];
  });
  if (owned.length === 0) return null;
  const step = owned.reduce((first, entry) => (stepIndex(entry.step) < stepIndex(first.step) ? entry : first)).step;
  return { step, messages: owned.filter((entry) => entry.step === step).flatMap((entry) => entry.messages) };
}
