import { hasSearchableText, searchHistory, suggestionRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers, noData } from '../../../platform/schemas.ts';
import type { SearchRepository } from './search.repository.ts';

const tags = ['catalogue'];

export const searchRoutes =
  (repo: SearchRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/product/open/suggestionCompletion',
      { schema: { tags, summary: 'Search-box suggestions for the text typed; none unless it holds a letter or digit (spec 5)', body: suggestionRequest, response: answers(z.array(z.string())) } },
      async (request) => {
        const text = request.body.text.trim().replace(/\s+/g, ' ');
        return ok(request, hasSearchableText(text) ? await repo.suggestions(text) : []);
      },
    );
    app.get(
      '/api/product/searchHistory',
      { schema: { tags, summary: "The seller's recent searches (userHotTermsList) and the hot searches (globalHotTermsList)", response: answers(searchHistory) } },
      async (request) => {
        const [userHotTermsList, globalHotTermsList] = await Promise.all([repo.recentSearches(userIdOf(request)), repo.hotTerms()]);
        return ok(request, { userHotTermsList, globalHotTermsList });
      },
    );
    app.delete('/api/product/searchHistory', { schema: { tags, summary: "Clears the seller's recent searches", response: noData } }, async (request) => {
      await repo.clearHistory(userIdOf(request));
      return ok(request, null, 'success.deleted');
    });
    app.get(
      '/api/product/open/searchHistory',
      { schema: { tags, summary: 'Search history for guests: no recent searches (they are kept for sellers only), the hot searches', response: answers(searchHistory) } },
      async (request) => ok(request, { userHotTermsList: [], globalHotTermsList: await repo.hotTerms() }),
    );
    app.get('/api/report/open/hotSearchTerms', { schema: { tags, summary: 'The hot searches: pinned terms first, then the most searched', response: answers(z.array(z.string())) } }, async (request) =>
      ok(request, await repo.hotTerms()),
    );
  };
