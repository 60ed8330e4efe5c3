import type { ProviderCard } from '@marketplace/contracts';

/** "4.8 out of 5 · 23 reviews"; null for a provider nobody has reviewed yet (shown as "New"). */
export function ratingText({ average, count }: ProviderCard['rating']): string | null {
  if (average === null || count === 0) return null;
  return `${average.toFixed(1)} out of 5 · ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
