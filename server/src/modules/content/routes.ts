import { landingQuerySchema, promotionQuerySchema } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { parse } from '../../http/validate';
import { listLandings, readSettings } from './landings';
import { listPromotionCategories, listPromotions } from './promotions';
import { contentDb } from './tables';

/** The content service of spec §7 (GET only): promotions, their categories, landing pages, settings. */
export function contentRoutes(app: FastifyInstance, deps: Deps): void {
  const db = contentDb(deps.db);

  app.get('/api/content/all-promotions', async (request) =>
    listPromotions(db, parse(promotionQuerySchema, request.query)),
  );

  app.get('/api/content/chanced-promotion-categories', async () => ({
    data: await listPromotionCategories(db),
  }));

  app.get('/api/content/chanced-landings', async (request) => ({
    data: await listLandings(db, parse(landingQuerySchema, request.query).slug),
  }));

  app.get('/api/content/chanced-setting', async () => ({ data: await readSettings(db) }));
}
