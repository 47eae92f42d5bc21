import type { Envelope } from '@threadway/contracts';
import { App } from 'antd';

/** Shows the server's message for a write done outside a form (delete, reorder): success or failure. */
export function useNotify() {
  const { message } = App.useApp();
  return async (write: Promise<Envelope<unknown>>): Promise<boolean> => {
    try {
      void message.success((await write).message);
      return true;
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
}
