import { defineMessages } from 'react-intl';
import { ApiError } from '@marketplace/contracts/client';
import { errorMessage, placeFieldErrors, type SetFieldError } from '@marketplace/api-client/errors';
import { formFieldOf } from './settings-form-schema';

export const settingsSaveMessages = defineMessages({
  /** Said wherever settings are saved: a job keeps the terms it was booked with (docs/market.md). */
  newBookingsOnly: { id: 'market.settings.new-bookings-only', defaultMessage: 'Applies to new bookings; existing jobs keep the terms they were booked with.' },
});

/** What went wrong with a save: a message for the form as a whole (null: all placed on fields). */
export interface SettingsProblem {
  message: string | null;
  stale: boolean;
}

/**
 * The API's field errors under the form's fields (a setting's API name mapped to its form field);
 * what fits none is returned for the form as a whole. A bare 409 means someone saved meanwhile.
 */
export function settingsServerProblem<F extends string>(error: unknown, fields: readonly F[], setError: SetFieldError<F>): SettingsProblem {
  if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) return { message: errorMessage(error), stale: error instanceof ApiError && error.status === 409 };
  const byField: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = formFieldOf(path) ?? path.split('.')[0]!;
    byField[field] = [...(byField[field] ?? []), ...messages];
  }
  const unplaced = placeFieldErrors(byField, fields, setError, { focus: true });
  return { message: unplaced.length ? unplaced.join(' ') : null, stale: false };
}
