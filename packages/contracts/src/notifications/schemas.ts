import { z } from 'zod';
import { adminRequiredText, idRule, invalid } from '../admin/fields.ts';
import { pageOf, pageRequest } from '../catalogue/schemas.ts';
import { orderListFilterFields, withDateRange } from '../orders/order-list.ts';
import { transactionsQuery } from '../payments/schemas.ts';
import { EXPORT_FORMATS, FILE_TASK_TYPES } from './file-status.ts';

/**
 * Station letters, sold-out notices and export tasks (spec 3, 7 'Notifications and files').
 * Dates are ISO 8601 (UTC). Shapes the spec does not show are in docs/decisions/0015.
 */

const id = z.coerce.number({ error: invalid }).int(invalid).positive(invalid).max(Number.MAX_SAFE_INTEGER, invalid);

// ---------- station letters (seller) ----------

/** Type 1 notification, 2 event (spec 3). */
export const LETTER_TYPES = [1, 2] as const;
const letterType = z.coerce.number({ error: invalid }).pipe(z.union([z.literal(1), z.literal(2)], { error: invalid }));

/** GET /api/message/stationLetterSendsList. */
export const stationLetterListQuery = pageRequest.extend({ type: letterType });

export const stationLetter = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  /** HTML, sanitized when the operator saved it. */
  content: z.string(),
  createDate: z.string(),
  sendTime: z.string(),
  /** When the operator last changed it: the content pane's 'update time'. */
  updateDate: z.string(),
  /** 0 unread, 1 read. */
  receiveState: z.union([z.literal(0), z.literal(1)]),
});
export type StationLetter = z.infer<typeof stationLetter>;
export const stationLetterPage = pageOf(stationLetter);

/** PUT /api/message/stationLetterSends: form (or JSON) id and receiveState=1. */
/** PUT /api/message/stationLetterSends/readAll: every letter of one type sent to the caller. */
export const readAllLettersRequest = z.object({ type: letterType });
export const readAllAnswer = z.object({ marked: z.number().int() });

export const readLetterRequest = z.object({
  id,
  receiveState: z.coerce.number({ error: invalid }).pipe(z.literal(1, { error: invalid })),
});

/** Tabs of the new-function dialog: 1 Notification, 2 Events, 3 Sold Out List, 4 Export List. */
export const NEW_FUNCTION_TABS = ['1', '2', '3', '4'] as const;
export type NewFunctionTab = (typeof NEW_FUNCTION_TABS)[number];
/** GET /api/message/stationLetterNewState: whether each tab holds something new. */
export const newStateAnswer = z.object({ '1': z.boolean(), '2': z.boolean(), '3': z.boolean(), '4': z.boolean() });
export type NewState = z.infer<typeof newStateAnswer>;

// ---------- sold-out notices ----------

export const takedownListQuery = pageRequest;
export const takedownNotice = z.object({
  id: z.number().int(),
  imgUrl: z.string().nullable(),
  productName: z.string(),
  /** The product's item number. */
  spuCode: z.string(),
  /** Set when one SKU was taken off sale, null when the whole product was. */
  skuCode: z.string().nullable(),
  createDate: z.string(),
  receiveState: z.union([z.literal(0), z.literal(1)]),
});
export type TakedownNotice = z.infer<typeof takedownNotice>;
export const takedownNoticePage = pageOf(takedownNotice);

/** PUT /api/message/productTakeDownSends. */
export const readTakedownRequest = z.object({
  ids: z.array(id).min(1, invalid).max(500, invalid),
  receiveState: z.coerce.number({ error: invalid }).pipe(z.literal(1, { error: invalid })),
});
export const readCountAnswer = z.object({ updated: z.number().int() });

// ---------- export tasks ----------

const exportFormat = z.enum(EXPORT_FORMATS, { error: invalid });

/** POST /api/orders/orders/export: the order list's filters and a format. */
export const exportOrdersRequest = withDateRange(orderListFilterFields.extend({ format: exportFormat.default('csv') }));
export type ExportOrdersRequest = z.input<typeof exportOrdersRequest>;

/** GET /api/payment/transactionsExport: the transaction list's filters and a format (paging ignored). */
export const exportTransactionsQuery = transactionsQuery.safeExtend({ format: exportFormat.default('csv') });

export const exportAnswer = z.object({ taskId: z.number().int() });

export const fileTask = z.object({
  id: z.number().int(),
  taskType: z.enum(FILE_TASK_TYPES),
  taskTypeName: z.string(),
  format: z.enum(EXPORT_FORMATS),
  /** 1 waiting, 2 running, 3 done, 4 failed. */
  fileStatus: z.number().int(),
  fileStatusName: z.string(),
  /** Our authenticated download address once the file exists, else null. */
  fileResultPath: z.string().nullable(),
  fileName: z.string().nullable(),
  createDate: z.string(),
  finishDate: z.string().nullable(),
});
export type FileTask = z.infer<typeof fileTask>;

/** POST /api/product/getFileTaskList (paging in the body; the body itself may be left out). */
export const fileTaskListRequest = pageRequest.prefault({});
export const fileTaskPage = pageOf(fileTask);
export const fileTaskIdPath = z.object({ id });

// ---------- back office: station letters ----------

const email = z.string({ error: invalid }).trim().toLowerCase().email(invalid).max(254, invalid);

/** How a letter goes out: kept as a draft, sent now, or sent at sendTime. */
export const LETTER_SEND_MODES = ['draft', 'now', 'later'] as const;

export const stationLetterInput = z
  .object({
    type: z.union([z.literal(1), z.literal(2)], { error: invalid }),
    title: adminRequiredText(200),
    /** HTML; the server keeps only a safe subset of it. */
    content: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100_000, 'validation.tooLong'),
    allSellers: z.boolean({ error: invalid }),
    userIds: z.array(idRule).max(1000, invalid).default([]),
    emails: z.array(email).max(1000, invalid).default([]),
    send: z.enum(LETTER_SEND_MODES, { error: invalid }),
    sendTime: z.iso.datetime({ offset: true, error: invalid }).nullish(),
  })
  .superRefine((letter, ctx) => {
    if (!letter.allSellers && letter.userIds.length + letter.emails.length === 0) ctx.addIssue({ code: 'custom', path: ['emails'], message: 'validation.required' });
    if (letter.send === 'later' && !letter.sendTime) ctx.addIssue({ code: 'custom', path: ['sendTime'], message: 'validation.required' });
  });
export type StationLetterInput = z.input<typeof stationLetterInput>;

export const adminLetterListQuery = pageRequest.extend({ type: letterType.optional() });
export const adminLetterIdPath = z.object({ id });

export const adminStationLetter = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  content: z.string(),
  allSellers: z.boolean(),
  recipients: z.array(z.object({ id: z.number().int(), email: z.string() })),
  sendTime: z.string().nullable(),
  state: z.enum(['draft', 'scheduled', 'sent']),
  /** Sellers who opened it. */
  readCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminStationLetter = z.infer<typeof adminStationLetter>;
export const adminStationLetterPage = pageOf(adminStationLetter);

// ---------- back office: export tasks ----------

/** GET /api/admin/fileTask: every seller's export tasks, newest first. */
export const adminFileTaskQuery = pageRequest.extend({
  fileStatus: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(4, invalid).optional(),
  email: z.preprocess((v) => (v === '' ? undefined : v), email.optional()),
});
export const adminFileTask = fileTask.extend({ userId: z.number().int(), email: z.string(), error: z.string().nullable() });
export const adminFileTaskPage = pageOf(adminFileTask);
/** POST /api/admin/importExportFile: run a seller's export task again (support helping a seller). */
export const adminRerunRequest = z.object({ id });
