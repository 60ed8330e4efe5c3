import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@marketplace/contracts/client';

/** The API's error code (`SLOT_TAKEN`, `VALIDATION_FAILED`…), if the error is an API answer. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** What to tell the customer about a failure: the API's own message, or a generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

/**
 * Puts the API's field errors next to the fields they concern. `prefix` strips the body's path
 * (`address.postalCode` → `postalCode`). Returns what belongs to no visible field, as one
 * message for the form, or null when everything was placed.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
  prefix = '',
): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error);
  const unplaced: string[] = [];
  const entries = Object.entries(error.fieldErrors);
  for (const [path, messages] of entries) {
    const field = path.startsWith(prefix) ? path.slice(prefix.length) : path;
    if ((fields as readonly string[]).includes(field)) setError(field as Path<T>, { type: 'server', message: messages[0] });
    else unplaced.push(...messages);
  }
  if (entries.length > 0 && unplaced.length === 0) return null;
  return unplaced.length > 0 ? unplaced.join(' ') : error.message;
}
