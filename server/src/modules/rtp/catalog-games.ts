import type { Database } from '../../db/database';
import { containsPattern } from '../../db/search-patterns';
import type { CatalogGame } from './theoretical-rtp';

/** The catalog games whose title holds `search` (all of them without), or the one with `id`. */
export async function catalogGames(
  db: Database,
  filter: { search?: string; id?: number },
): Promise<CatalogGame[]> {
  let query = db
    .selectFrom('games')
    .innerJoin('providers', 'providers.id', 'games.provider_id')
    .select([
      'games.id',
      'games.title',
      'games.name',
      'games.identifier',
      'games.software',
      'games.kind',
      'providers.name as provider',
      'providers.slug as providerSlug',
    ])
    .orderBy('games.id');
  if (filter.id !== undefined) query = query.where('games.id', '=', filter.id);
  if (filter.search) {
    query = query.where('games.title', 'ilike', containsPattern(filter.search));
  }
  return query.execute();
}
