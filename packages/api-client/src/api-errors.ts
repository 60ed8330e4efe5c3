import { ApiError } from '@marketplace/contracts/client';

const genericMessage = 'Something went wrong. Please try again.';

/** The API's error code (`SLOT_TAKEN`, `VALIDATION_FAILED`…), if the error is an API answer. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** What to tell the visitor about a failure: the API's own message, or a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : genericMessage;
}

/** A form's `setError` (react-hook-form's fits), kept structural so no form library is imposed. */
export type SetFieldError<F extends string> = (name: F, error: { type: string; message?: string }, options?: { shouldFocus: boolean }) => void;

/**
 * Puts field errors (`{ 'address.postalCode': ['…'] }`) on the form's own fields: `prefix` is
 * the body's path to this form's part (`address.`), `focus` focuses the first one placed.
 * Returns the messages that belong to no field of this form.
 */
export function placeFieldErrors<F extends string>(
  fieldErrors: Record<string, string[]>,
  fields: readonly F[],
  setError: SetFieldError<F>,
  { prefix = '', focus = false }: { prefix?: string; focus?: boolean } = {},
): string[] {
  const unplaced: string[] = [];
  let first = true;
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = (path.startsWith(prefix) ? path.slice(prefix.length) : path) as F;
    if (!fields.includes(field)) {
      unplaced.push(...messages);
      continue;
    }
    setError(field, { type: 'server', message: messages[0] }, { shouldFocus: focus && first });
    first = false;
  }
  return unplaced;
}

/**
 * Puts the API's field errors next to the fields they concern. Returns the message for the
 * form as a whole (what belongs to no visible field), or null when everything was placed.
 */
export function applyServerErrors<F extends string>(error: unknown, fields: readonly F[], setError: SetFieldError<F>): string | null {
  if (!(error instanceof ApiError)) return genericMessage;
  const unplaced = placeFieldErrors(error.fieldErrors, fields, setError);
  if (Object.keys(error.fieldErrors).length > 0 && unplaced.length === 0) return null;
  return unplaced.length > 0 ? unplaced.join(' ') : error.message;
}
