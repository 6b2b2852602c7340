import { LOBBY_SEARCH_MIN, queryInteger } from '@casino/contract';
import { z } from 'zod';

/** Query strings send empty values for unset fields; treat them as absent. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const positiveId = queryInteger('providerid must be a number above 0').pipe(
  z.number().positive('providerid must be a number above 0'),
);

/** GET /api/all/games and /api/{api_slug}/paginated (spec §5, §7); category options pass through unread. */
export const listQuerySchema = z.object({
  providers: optional(
    z
      .string()
      .regex(/^\d{1,9}(,\d{1,9})*$/, 'providers must be comma-joined provider ids')
      .transform((s) => [...new Set(s.split(',').map(Number))])
      .refine((ids) => ids.every((id) => id > 0), 'providers must be numbers above 0'),
  ),
  // Spec §2: the lobby link's providerid (also providerId, provider_id) preselects one provider.
  providerid: optional(positiveId),
  providerId: optional(positiveId),
  provider_id: optional(positiveId),
  sort: optional(z.enum(['default', 'asc', 'desc', 'featured'])),
  categoryId: optional(z.union([z.enum(['favorites', 'recent']), positiveId])),
  // Spec §5: a search applies from LOBBY_SEARCH_MIN characters; anything shorter is ignored.
  search: optional(
    z
      .string()
      .max(100)
      .transform((s) => s.trim().toLowerCase())
      .transform((s) => (s.length >= LOBBY_SEARCH_MIN ? s : undefined)),
  ),
  page: optional(
    queryInteger('page must be a whole number').pipe(
      z.number().min(1, 'page starts at 1').max(100_000, 'page can be at most 100000'),
    ),
  ),
  location_prohibited: optional(
    z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
  ),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Every provider the query names, from the list and the single-provider link forms. */
export function chosenProviders(query: ListQuery): number[] {
  const single = [query.providerid, query.providerId, query.provider_id].filter((id) => id !== undefined);
  return [...new Set([...(query.providers ?? []), ...single])];
}

/** A game's id in a JSON body: a number, never a string or a boolean made into one. */
const gameId = z.number({ error: 'game_id must be a game id.' }).int().positive().max(2_147_483_647);
export const gameIdSchema = z.object({ game_id: gameId });
export const gameIdsSchema = z.object({ game_ids: z.array(gameId).max(500) });
export const gameLookupSchema = z.object({ software: optional(z.string().max(20)) });
