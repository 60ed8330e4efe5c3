/**
 * What a step says on arrival when the customer was sent to it (gated, time taken, hold
 * expired, server errors): carried in the router's location state, so a reload drops it.
 */
export interface StepNotice {
  title?: string;
  message: string;
}

export interface StepLocationState {
  notice?: StepNotice;
  /** The API's field errors for this step's fields, keyed by the request body's path. */
  fieldErrors?: Record<string, string[]>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function readNotice(state: unknown): StepNotice | null {
  if (!isRecord(state) || !isRecord(state.notice) || typeof state.notice.message !== 'string') return null;
  const { title, message } = state.notice;
  return { message, ...(typeof title === 'string' ? { title } : {}) };
}

export function readFieldErrors(state: unknown): Record<string, string[]> {
  if (!isRecord(state) || !isRecord(state.fieldErrors)) return {};
  return Object.fromEntries(
    Object.entries(state.fieldErrors).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string')),
  );
}
