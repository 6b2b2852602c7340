import { SEED_CATEGORIES, SEED_JACKPOT_TIERS } from './categories';
import { seedGames } from './games';
import { HOUSE_PROVIDER, isRegionAllowed, SEED_PROVIDERS } from './providers';

/** A JSON document as an SQL string literal, for jsonb_to_recordset. */
const jsonLiteral = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'::jsonb`;

/** The seeded catalog as plain SQL (the migration runs it once, in its own transaction). */
export function catalogSeedStatements(): string[] {
  const providers = [
    { name: HOUSE_PROVIDER.name, slug: HOUSE_PROVIDER.slug, software: 'house', region_allowed: true },
    ...SEED_PROVIDERS.map((p) => ({
      name: p.name,
      slug: p.slug,
      software: p.software,
      region_allowed: isRegionAllowed(p.name),
    })),
  ].map((p, ord) => ({ ...p, ord, logo_image: `/art/providers/${p.slug}.svg` }));
  const games = seedGames().map((g, ord) => ({ ...g, ord }));
  const categories = SEED_CATEGORIES.map(({ members: _, ...c }, ord) => ({ ...c, ord: ord + 1 }));

  return [
    `INSERT INTO providers (name, slug, software, logo_image, region_allowed)
     SELECT name, slug, software, logo_image, region_allowed
       FROM jsonb_to_recordset(${jsonLiteral(providers)})
         AS x(ord int, name text, slug text, software text, logo_image text, region_allowed boolean)
      ORDER BY ord`,
    `INSERT INTO games (provider_id, software, title, name, identifier, link_name, kind, has_jackpot,
                        featured_rank, released_at, created_at, updated_at)
     SELECT p.id, x.software, x.title, x.name, x.identifier, x.link_name, x.kind, x.has_jackpot,
            x.featured_rank, x.released_at, x.released_at, x.released_at
       FROM jsonb_to_recordset(${jsonLiteral(games)})
         AS x(ord int, provider text, software text, title text, name text, identifier text, link_name text,
              kind text, has_jackpot boolean, featured_rank int, released_at timestamptz)
       JOIN providers p ON p.slug = x.provider
      ORDER BY x.ord`,
    `INSERT INTO categories (name, slug, icon, sort_order, type, data, show_in_menu, show_in_home,
                             show_in_all_games, template, games_display_count, api_slug, options)
     SELECT name, slug, icon, ord, type, data, show_in_menu, show_in_home, show_in_all_games, template,
            games_display_count, api_slug, options
       FROM jsonb_to_recordset(${jsonLiteral(categories)})
         AS x(ord int, name text, slug text, icon text, type text, data jsonb, show_in_menu boolean,
              show_in_home boolean, show_in_all_games boolean, template text, games_display_count int,
              api_slug text, options jsonb)
      ORDER BY ord`,
    ...SEED_CATEGORIES.flatMap(({ slug, members }) =>
      members
        ? [
            `INSERT INTO category_games (category_id, game_id, position)
             SELECT c.id, g.id, row_number() OVER (ORDER BY ${members.orderBy}, g.id)
               FROM games g JOIN categories c ON c.slug = '${slug}'
              WHERE ${members.where}
              ORDER BY ${members.orderBy}, g.id
              ${members.limit ? `LIMIT ${members.limit}` : ''}`,
          ]
        : [],
    ),
    `INSERT INTO jackpot_tiers (tier, position, amount, currency)
     VALUES ${SEED_JACKPOT_TIERS.map((t, i) => `('${t.tier}', ${i + 1}, ${t.amount}, 'SC')`).join(', ')}`,
  ];
}
