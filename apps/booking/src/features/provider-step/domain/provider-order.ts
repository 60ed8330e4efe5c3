import type { ProviderCard } from '@marketplace/contracts';

export interface ProviderPreference {
  /** Asked for by "Book with …" or "Book again". */
  preferredId?: string;
  /** The customer's favourites, newest first. */
  favouriteIds: readonly string[];
}

export type Ranked<T> = T & { favourite: boolean; preferred: boolean };

/**
 * The order of the providers free at a time (docs/repeat-business.md): the preferred one first,
 * then the favourites (newest first), then everyone else as the API ranks them (best rated).
 */
export function orderProviders<T extends { provider: Pick<ProviderCard, 'id'> }>(entries: readonly T[], { preferredId, favouriteIds }: ProviderPreference): Array<Ranked<T>> {
  const rank = (id: string) => (id === preferredId ? -1 : favouriteIds.includes(id) ? favouriteIds.indexOf(id) : favouriteIds.length);
  return entries
    .map((entry, index) => ({ entry, index, rank: rank(entry.provider.id) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => ({ ...entry, favourite: favouriteIds.includes(entry.provider.id), preferred: entry.provider.id === preferredId }));
}

/** Whether the preferred provider is free at the time: absent when nobody is preferred or the list is not known yet. */
export function preferredEntry<T extends { provider: Pick<ProviderCard, 'id'> }>(entries: readonly T[] | undefined, preferredId: string | undefined): { free: true; entry: T } | { free: false } | undefined {
  if (!preferredId || !entries) return undefined;
  const entry = entries.find((candidate) => candidate.provider.id === preferredId);
  return entry ? { free: true, entry } : { free: false };
}
