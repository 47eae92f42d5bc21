import type { listingRow } from '@threadway/contracts';
import type { z } from 'zod';

export type ListingAction = 'sync' | 'update' | 'relist' | 'hide' | 'delete';

/**
 * The actions a listing offers in its state (spec 2.7, 4.1): none while a write runs or once deleted;
 * a queued listing only when its listing failed (to delete it); Update first after a catalogue change.
 */
export function actionsOf(row: Pick<z.infer<typeof listingRow>, 'status' | 'syncType' | 'lastError' | 'catalogueChanged'>): ListingAction[] {
  if (row.syncType !== null || row.status === 'deleted') return [];
  if (row.status === 'queued') return row.lastError ? ['delete'] : [];
  const base: ListingAction[] = row.status === 'published' ? ['sync', 'hide', 'delete'] : ['relist', 'delete'];
  return row.catalogueChanged ? ['update', ...base] : base;
}
