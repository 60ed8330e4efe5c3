import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@marketplace/contracts/client';

/**
 * Puts the API's field errors next to the fields they concern. Returns the message for the
 * form as a whole (what did not belong to a visible field), or null when everything was placed.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, fields: Array<Path<T>>, setError: UseFormSetError<T>): string | null {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as string[]).includes(field)) setError(field as Path<T>, { type: 'server', message: messages[0] });
    else unplaced.push(...messages);
  }
  if (Object.keys(error.fieldErrors).length > 0 && unplaced.length === 0) return null;
  return unplaced.length > 0 ? unplaced.join(' ') : error.message;
}
