import type { review, reviewStars, writeReviewRequest } from '@threadway/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call } from '../../../lib/api-client';
import { catalogueKeys } from './keys';

export type Review = z.infer<typeof review>;
export type ReviewStars = z.infer<typeof reviewStars>;
export type WriteReview = z.input<typeof writeReviewRequest>;
interface ReviewPage {
  list: Review[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** Average and percent of reviews per star (1..5). */
export const useReviewStars = (kkProductId: string) =>
  useQuery({
    queryKey: [...catalogueKeys.reviews(kkProductId), 'stars'],
    queryFn: () => api<ReviewStars>('POST', '/api/product/open/getProductReviewStarPercent', { body: { kkProductId } }),
  });

/** One page of reviews, optionally only those with the given number of stars. */
export const useReviewPage = (kkProductId: string, pageNumber: number, pageSize: number, rating: number | null) =>
  useQuery({
    queryKey: [...catalogueKeys.reviews(kkProductId), 'list', pageNumber, pageSize, rating],
    queryFn: () => api<ReviewPage>('POST', '/api/product/open/getProductReviewList', { body: { kkProductId, pageNumber, pageSize, rating: rating ?? undefined } }),
    placeholderData: keepPreviousData,
  });

/** Posts a review; on success the stars and the list reload so it shows at once. */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return async (review: WriteReview) => {
    const envelope = await call<unknown>('POST', '/api/product/open/productReview', { body: review });
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.reviews(review.kkProductId) });
    return envelope;
  };
}
