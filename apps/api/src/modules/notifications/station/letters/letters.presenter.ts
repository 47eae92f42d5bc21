import type { StationLetter } from '@threadway/contracts/notifications/schemas';
import type { SellerLetterRow } from './letters.repository.ts';

export function toStationLetter(row: SellerLetterRow): StationLetter {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.contentHtml,
    createDate: row.createdAt.toISOString(),
    sendTime: row.sendTime!.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    receiveState: row.readAt ? 1 : 0,
  };
}
