import { SYNC_TYPES, type SyncType } from '@threadway/contracts';

/** The in-progress label of each sync type (spec 4.2): keys of namespace `listings` under `syncing.`. */
const SYNC_LABEL_KEYS: Record<SyncType, string> = {
  [SYNC_TYPES.listing]: 'syncing.listing',
  [SYNC_TYPES.editing]: 'syncing.editing',
  [SYNC_TYPES.deleting]: 'syncing.deleting',
  [SYNC_TYPES.hiding]: 'syncing.hiding',
  [SYNC_TYPES.relisting]: 'syncing.relisting',
  [SYNC_TYPES.synchronizing]: 'syncing.synchronizing',
};

/** The label key of a write in flight; null when none runs (or the server sends a type we do not know). */
export const syncLabelKey = (syncType: number | null): string | null => (syncType === null ? null : (SYNC_LABEL_KEYS[syncType as SyncType] ?? null));
