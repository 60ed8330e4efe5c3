import type { CreatedAt } from './column-types';

/** Table of migration 0032 (docs/repeat-business.md). */
export interface FavouriteProvidersTable {
  user_id: string;
  provider_id: string;
  created_at: CreatedAt;
}

export interface FavouriteTables {
  favourite_providers: FavouriteProvidersTable;
}
