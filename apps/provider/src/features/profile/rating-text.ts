import type { ProviderProfile } from '@marketplace/contracts';

export function ratingText({ average, count }: ProviderProfile['rating']): string {
  if (average === null || count === 0) return 'New on Handyhub — no reviews yet';
  return `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
