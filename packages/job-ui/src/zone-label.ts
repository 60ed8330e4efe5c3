import type { IntlShape } from 'react-intl';

/** "America/New_York" → "New York"; "UTC" → "UTC". */
export function timeZoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/**
 * The zone's short name on that date in the page's locale, which follows daylight saving:
 * "EST", "EDT", "GMT+1" in English, "MEZ", "MESZ" in German.
 */
export function timeZoneAbbreviation(timeZone: string, at: Date | string | number, locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** How a market's zone is named on screen, in the page's language: "New York time (EST)", "Ortszeit Berlin (MEZ)". */
export function timeZoneLabel(intl: IntlShape, timeZone: string, at: Date | string | number = Date.now()): string {
  return intl.formatMessage(
    { id: 'job-ui.zone.label', defaultMessage: '{city} time ({abbreviation})' },
    { city: timeZoneCity(timeZone), abbreviation: timeZoneAbbreviation(timeZone, at, intl.locale) },
  );
}
