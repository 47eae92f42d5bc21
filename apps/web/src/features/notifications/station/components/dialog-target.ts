import type { NewFunctionTab } from '@threadway/contracts/notifications/schemas';

/** Which tab of the new-function dialog to show, and which letter to open in it. */
export interface DialogTarget {
  tab: NewFunctionTab;
  letterId?: number;
}
