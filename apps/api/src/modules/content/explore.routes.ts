import { followAnswer, followRequest, insDetail, insInfoQuery, insListRequest, insPost, insTagMenu, pageOf } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import { viewerOf } from '../catalogue/viewer.ts';
import type { ExploreService } from './explore.service.ts';

const tags = ['content'];

export const exploreRoutes =
  (service: ExploreService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/product/open/recommend/insList',
      { schema: { tags, summary: "Influencers' Pick posts, filtered and sorted; guests see the first few, then limitedForGuest", body: insListRequest, response: answers(pageOf(insPost)) } },
      async (request) => ok(request, await service.feed(request.body, viewerOf(request))),
    );
    app.get('/api/product/open/recommend/insInfo', { schema: { tags, summary: 'A post with its products (Shop Similar)', querystring: insInfoQuery, response: answers(insDetail) } }, async (request) =>
      ok(request, await service.post(request.query.id, viewerOf(request))),
    );
    app.get('/api/product/open/recommend/insTagMenu', { schema: { tags, summary: 'Options of every Explore filter, from the posts', response: answers(insTagMenu) } }, async (request) =>
      ok(request, await service.tagMenu(request.locale)),
    );
    app.post('/api/product/recommend/follow', { schema: { tags, summary: 'Follow an influencer', body: followRequest, response: answers(followAnswer) } }, async (request) =>
      ok(request, await service.follow(userIdOf(request), request.body.influencer), 'success.followed'),
    );
    app.delete('/api/product/recommend/follow', { schema: { tags, summary: 'Unfollow an influencer', body: followRequest, response: answers(followAnswer) } }, async (request) =>
      ok(request, await service.unfollow(userIdOf(request), request.body.influencer), 'success.unfollowed'),
    );
  };
