import { useEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { placeFieldErrors } from '@marketplace/api-client/errors';

/**
 * Puts field errors the API gave elsewhere (placing the booking, on confirm) on this step's
 * fields when the step opens, the first one focused. `prefix` is the body's path to this
 * step's part (`address.`); errors for other parts are left to their own steps.
 */
export function useServerErrors<T extends FieldValues>(
  fieldErrors: Record<string, string[]> | undefined,
  prefix: string,
  fields: ReadonlyArray<Path<T>>,
  setError: UseFormSetError<T>,
): void {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !fieldErrors) return;
    applied.current = true;
    placeFieldErrors(fieldErrors, fields, setError, { prefix, focus: true });
  }, [fieldErrors, prefix, fields, setError]);
}
