const plural = new Intl.PluralRules('en');

/** "1 session", "3 sessions". */
export function sessionsText(count: number): string {
  return `${count} ${plural.select(count) === 'one' ? 'session' : 'sessions'}`;
}
