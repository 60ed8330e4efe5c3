/**
 * What a status change did, in words: going live says how many on the waitlist are being emailed
 * (none when everyone there was told at an earlier launch or left: docs/admin-markets.md).
 */
export function statusChangeText(marketName: string, to: 'live' | 'coming_soon', launchEmailsQueued?: number): string {
  if (to === 'coming_soon') return `${marketName} is coming soon.`;
  const told =
    launchEmailsQueued === undefined
      ? ''
      : launchEmailsQueued === 0
        ? ' Nobody on its waitlist is left to tell.'
        : launchEmailsQueued === 1
          ? ' 1 person on its waitlist is being told.'
          : ` ${launchEmailsQueued} people on its waitlist are being told.`;
  return `${marketName} is live.${told}`;
}
