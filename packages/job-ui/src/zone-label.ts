/** "America/New_York" → "New York"; "UTC" → "UTC". */
export function timeZoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** The zone's short name on that date, which follows daylight saving: "EST", "EDT", "GMT+1". */
export function timeZoneAbbreviation(timeZone: string, at: Date | string | number = Date.now(), locale?: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(new Date(at));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** How a market's zone is named on screen: "New York time (EST)". */
export function timeZoneLabel(timeZone: string, at?: Date | string | number, locale?: string): string {
  return `${timeZoneCity(timeZone)} time (${timeZoneAbbreviation(timeZone, at, locale)})`;
}
