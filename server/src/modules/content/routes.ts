import {
  contentDataSchema,
  contentListSchema,
  contentSettingsSchema,
  landingPageSchema,
  landingQuerySchema,
  promotionCategoryWithCountSchema,
  promotionQuerySchema,
  promotionSchema,
} from '@casino/contract';
import { z } from 'zod';
import type { Api } from '../../http/typed-routes';
import { listLandings, readSettings } from './landings';
import type { ContentPorts } from './ports';
import { listPromotionCategories, listPromotions } from './promotions';
import { contentDb } from './tables';

/** The content service of spec §7 (GET only): promotions, their categories, landing pages, settings. */
export function contentRoutes(app: Api, ports: ContentPorts): void {
  const db = contentDb(ports.db);

  app.get(
    '/api/content/all-promotions',
    { schema: { querystring: promotionQuerySchema, response: { 200: contentListSchema(promotionSchema) } } },
    async (request) => listPromotions(db, request.query),
  );

  app.get(
    '/api/content/chanced-promotion-categories',
    { schema: { response: { 200: contentDataSchema(z.array(promotionCategoryWithCountSchema)) } } },
    async () => ({ data: await listPromotionCategories(db) }),
  );

  app.get(
    '/api/content/chanced-landings',
    {
      schema: {
        querystring: landingQuerySchema,
        response: { 200: contentDataSchema(z.array(landingPageSchema)) },
      },
    },
    async (request) => ({ data: await listLandings(db, request.query.slug) }),
  );

  app.get(
    '/api/content/chanced-setting',
    { schema: { response: { 200: contentDataSchema(contentSettingsSchema) } } },
    async () => ({ data: await readSettings(db) }),
  );
}
