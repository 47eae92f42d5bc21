import type { AttachmentOption, saveAttachmentsRequest, savedAttachment } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type SavedAttachment = z.infer<typeof savedAttachment>;

/** The customised services on offer (Tags, Bags, Cards). */
export const useAttachmentOptions = () =>
  useQuery({ queryKey: ['payments', 'attachment-options'], queryFn: () => api<AttachmentOption[]>('GET', '/api/orders/orders/attachments'), staleTime: 10 * 60_000 });

/** The services already saved on one order, so that a reload keeps the seller's choices. */
export const useSavedAttachments = (kkOrderId: string) =>
  useQuery({
    queryKey: ['payments', 'attachments', kkOrderId],
    queryFn: () => api<SavedAttachment[]>('GET', `/api/orders/orders/attachments/${encodeURIComponent(kkOrderId)}`),
    enabled: kkOrderId !== '',
  });

export const saveAttachments = (body: z.input<typeof saveAttachmentsRequest>) => api<unknown>('PUT', '/api/orders/orders/attachment', { body });
