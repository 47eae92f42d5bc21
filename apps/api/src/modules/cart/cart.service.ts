import { clampCartQuantity, MAX_QUANTITY_PER_SIZE, type AddCartBatchAnswer, type CartChange, type CartLine, type CartItem, type LocaleCode } from '@threadway/contracts';
import type { Db } from '../../platform/database.ts';
import { conflict, notFound, type AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n.ts';
import { loadVocabulary } from '../catalogue/vocabulary/vocabulary.ts';
import { toCartItem } from './cart.presenter.ts';
import { cartRepository, type CartRepository, type SkuAvailability } from './cart.repository.ts';

/** A line can hold at most the warehouse's stock, and never more than the 9999 a size input takes. */
const limitOf = (stock: number) => Math.min(stock, MAX_QUANTITY_PER_SIZE);

/** Why a line cannot go into the cart: unknown or not on sale, or no stock in that warehouse. */
function refusal(sku: SkuAvailability | undefined): { reason: 'notAvailable' | 'outOfStock'; error: AppError } | null {
  if (!sku || !sku.onSale) return { reason: 'notAvailable', error: notFound('errors.productNotAvailable') };
  if (sku.stock <= 0) return { reason: 'outOfStock', error: conflict('cart.outOfStock') };
  return null;
}

/** The seller's server cart and the guest's rebuilt local cart (spec 2.4, 5, 7). */
export function cartService(db: Db) {
  const repo = cartRepository(db);

  /** Adds an available line (quantities add up, clamped at the warehouse stock). */
  async function addLine(target: CartRepository, userId: number, line: CartLine, sku: SkuAvailability): Promise<CartChange> {
    const limit = limitOf(sku.stock);
    const saved = await target.addUpTo(userId, sku.skuId, line.warehouseCode, line.num, limit);
    return { id: saved.id, skuCode: line.skuCode, warehouseCode: line.warehouseCode, num: saved.num, stock: sku.stock, capped: saved.previous + line.num > limit };
  }

  return {
    async list(userId: number, locale: LocaleCode): Promise<CartItem[]> {
      const [rows, vocabulary] = await Promise.all([repo.list(userId, locale), loadVocabulary(db)]);
      return rows.map((row) => toCartItem(row, locale, false, vocabulary));
    },

    /** A guest's local lines with today's data; `guest` false when a seller's token came along (prices shown). */
    async guestList(lines: readonly CartLine[], locale: LocaleCode, guest: boolean): Promise<CartItem[]> {
      if (lines.length === 0) return [];
      const [rows, vocabulary] = await Promise.all([repo.guestList(lines, locale), loadVocabulary(db)]);
      return rows.map((row) => toCartItem(row, locale, guest, vocabulary));
    },

    /** One line: 404 'This product is not available.' or 409 'The item is out of stock, …' when it cannot be added. */
    async add(userId: number, line: CartLine): Promise<CartChange> {
      const sku = (await repo.availability([line])).get(0);
      const refused = refusal(sku);
      if (refused) throw refused.error;
      return addLine(repo, userId, line, sku!);
    },

    /** Several lines (also the guest cart merged at sign-in): lines that cannot be added are skipped and reported. */
    async addBatch(userId: number, lines: readonly CartLine[], locale: LocaleCode): Promise<AddCartBatchAnswer> {
      const skus = await repo.availability(lines);
      const answer: AddCartBatchAnswer = { added: [], skipped: [] };
      await db.transaction(async (tx) => {
        const target = cartRepository(tx);
        for (const [index, line] of lines.entries()) {
          const sku = skus.get(index);
          const refused = refusal(sku);
          if (refused) {
            answer.skipped.push({ skuCode: line.skuCode, warehouseCode: line.warehouseCode, reason: refused.reason, message: translate(locale, refused.error.messageKey) });
            continue;
          }
          answer.added.push(await addLine(target, userId, line, sku!));
        }
      });
      return answer;
    },

    /** Sets a line's quantity, clamped at the stock ('max stock' when `capped`); 404 when the seller has no such line. */
    async setNum(userId: number, skuCode: string, warehouseCode: string, num: number): Promise<CartChange> {
      const line = await repo.findLine(userId, skuCode, warehouseCode);
      if (!line) throw notFound();
      const clamped = clampCartQuantity(num, limitOf(line.stock));
      await repo.setNum(line.id, clamped.num);
      return { id: line.id, skuCode, warehouseCode, num: clamped.num, stock: line.stock, capped: clamped.capped };
    },

    /** Deletes the seller's lines; when any id is not one of them, nothing is deleted (404). */
    async remove(userId: number, ids: readonly number[]): Promise<void> {
      const unique = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const owned = cartRepository(tx);
        if ((await owned.countOwned(userId, unique)) !== unique.length) throw notFound();
        await owned.deleteOwned(userId, unique);
      });
    },

    count: (userId: number) => repo.count(userId),
  };
}
export type CartService = ReturnType<typeof cartService>;
