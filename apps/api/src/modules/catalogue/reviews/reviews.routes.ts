import { ErrorCode, reviewListRequest, reviewPage, reviewStarRequest, reviewStars, writeReviewRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { answers, noData } from '../../../platform/schemas.ts';
import { viewerOf } from '../viewer.ts';
import { loadVocabulary } from '../vocabulary/vocabulary.ts';
import type { ReviewsRepository } from './reviews.repository.ts';
import { STARS, starPercents } from './star-percents.ts';

const tags = ['catalogue'];

export const reviewsRoutes =
  (repo: ReviewsRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/product/open/getProductReviewList',
      { schema: { tags, summary: "A product's published reviews, newest first, optionally of one rating", body: reviewListRequest, response: answers(reviewPage) } },
      async (request) => {
        const { kkProductId, rating, pageNumber, pageSize } = request.body;
        const [page, vocabulary] = await Promise.all([repo.page(kkProductId, rating, pageSize, (pageNumber - 1) * pageSize), loadVocabulary(app.database.db)]);
        if (!page) throw notFound('errors.productNotAvailable');
        // The variant a reviewer bought reads in the seller's language; the review's own words stay as written.
        const list = page.list.map((review) => ({ ...review, colour: review.colour && vocabulary.translate('colour', review.colour, request.locale), size: review.size && vocabulary.translate('size', review.size, request.locale) }));
        return ok(request, { ...page, list, pageNumber, pageSize });
      },
    );
    app.post(
      '/api/product/open/getProductReviewStarPercent',
      { schema: { tags, summary: 'Average rating, count and integer percent per star summing to 100', body: reviewStarRequest, response: answers(reviewStars) } },
      async (request) => {
        const counts = await repo.starCounts(request.body.kkProductId);
        if (!counts) throw notFound('errors.productNotAvailable');
        const count = STARS.reduce((sum, star) => sum + (counts[star] ?? 0), 0);
        const average = count === 0 ? 0 : Math.round((STARS.reduce((sum, star) => sum + star * (counts[star] ?? 0), 0) / count) * 10) / 10;
        return ok(request, { average, count, percents: starPercents(counts) });
      },
    );
    app.post(
      '/api/product/open/productReview',
      { schema: { tags, summary: 'Write a review: guests give a name and e-mail, sellers are attached; one per reviewer and product a day', body: writeReviewRequest, response: noData } },
      async (request) => {
        const viewer = viewerOf(request);
        const body = request.body;
        if (viewer.userId === null && body.email === undefined) {
          throw new AppError(ErrorCode.badRequest, 'validation.emailRequired', 400, {}, { field: 'email' });
        }
        const outcome = await repo.add({ ...body, userId: viewer.userId });
        if (outcome === 'noProduct') throw notFound('errors.productNotAvailable');
        if (outcome === 'tooSoon') throw conflict('errors.reviewLimit');
        return ok(request, null, 'success.reviewSubmitted');
      },
    );
  };
