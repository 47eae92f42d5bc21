import { attributeProblem, catalogueAttributes, type CatalogueFacts, type CategoryAttribute, type ListingAttributeInput } from '@threadway/contracts';
import { PlatformError } from '../../stores/platforms/platform.ts';
import { openStore } from '../../stores/store-access.ts';
import { failureReason } from '../failure-reasons.ts';
import type { SyncDeps } from '../sync/listing-sync.ts';
import type { BatchOptions } from './batch.service.ts';
import type { BatchRow } from './batch.repository.ts';

/**
 * A platform with category attributes (TikTok Shop) takes a product in a leaf category with every required
 * attribute of it, and the batch dialog asks for one category and at most the attributes common to the batch:
 * each product's are filled from the catalogue (contracts `catalogueAttributes`, decision 0024). The category's
 * attributes are read from the shop once per batch run.
 */
export type BatchCategory =
  /** The platform has no category attributes: nothing to fill. */
  | { kind: 'none' }
  | { kind: 'attributes'; attributes: CategoryAttribute[] }
  /** Every item of the batch fails with this reason (no category chosen, the shop refused the category). */
  | { kind: 'failed'; reason: string }
  /** The shop was throttled or unreachable: the run continues later. */
  | { kind: 'retry'; afterMs: number };

const UNAVAILABLE_RETRY_MS = 5_000;

export async function batchCategory(deps: SyncDeps, batch: BatchRow): Promise<BatchCategory> {
  const options = batch.options as BatchOptions;
  try {
    const opened = await openStore(deps.db, deps.access, batch.storeId);
    // A store that cannot be opened fails each item in the listing write, with its reason.
    if (!opened?.adapter.listAttributes) return { kind: 'none' };
    if (!options.categoryId) return { kind: 'failed', reason: failureReason('listings.categoryRequired') };
    return { kind: 'attributes', attributes: await opened.adapter.listAttributes(opened.connection, options.categoryId) };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error.kind === 'rate_limited' || error.kind === 'unavailable') return { kind: 'retry', afterMs: Math.max(error.retryAfterMs ?? UNAVAILABLE_RETRY_MS, 1) };
    return { kind: 'failed', reason: error.message };
  }
}

/** The product's attributes for the listing: the batch's first, then the catalogue's; and why they do not do, if so. */
export function productAttributesOf(attributes: CategoryAttribute[], facts: CatalogueFacts, given: ListingAttributeInput[]) {
  const filled = catalogueAttributes(attributes, facts, given);
  const problem = attributeProblem(attributes, filled);
  return { filled, problem: problem && failureReason(problem.key, problem.values) };
}
