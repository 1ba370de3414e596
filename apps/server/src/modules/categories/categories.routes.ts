import { categoriesReply, trendingCategoriesReply } from '@crowns/contracts';
import type { AppDeps } from '../../deps';
import type { ZodApp } from '../../platform/http';
import { listCategories, trendingCategories } from './categories.service';

export default async function categoryRoutes(app: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['utils'];
  app.get(
    '/utils/categories',
    { schema: { tags, summary: 'Bounty categories (name, icon, active_icon)', response: { 200: categoriesReply } } },
    async () => ({
      status: 200,
      data: await listCategories(db),
    }),
  );
  app.get(
    '/utils/trending-categories',
    {
      schema: {
        tags,
        summary: 'Categories by bounties created in the last 7 days',
        response: { 200: trendingCategoriesReply },
      },
    },
    async () => ({ status: 200, categoriesWithSignedUrls: await trendingCategories(db, deps.clock.now()) }),
  );
}
