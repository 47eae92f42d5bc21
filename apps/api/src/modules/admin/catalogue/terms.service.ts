import type { AdminTerm, adminTermListRequest, LocalizedNamesInput, TermKind } from '@threadway/contracts';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { catalogueTerms } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { containsPattern } from '../../catalogue/sql.ts';
import { clearCatalogueCaches } from '../../catalogue/ttl-cache.ts';
import { audit } from './audit.ts';
import { cleanNames } from './categories.service.ts';

type TermListRequest = z.infer<typeof adminTermListRequest>;

const toTerm = (row: typeof catalogueTerms.$inferSelect): AdminTerm => ({
  id: row.id,
  kind: row.kind as TermKind,
  term: row.term,
  names: Object.fromEntries(Object.entries(row.names).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
});

/**
 * The catalogue's vocabularies (colours, fabrics, ...): operators read them by kind and give each
 * term its translations. The English term is what products store, so it is not edited here.
 */
export function termsService(app: FastifyInstance) {
  const db = app.database.db;
  return {
    async list(query: TermListRequest) {
      const conditions: SQL[] = [];
      if (query.kind) conditions.push(eq(catalogueTerms.kind, query.kind));
      if (query.search) conditions.push(sql`(${catalogueTerms.term} ilike ${containsPattern(query.search)} or ${catalogueTerms.names}::text ilike ${containsPattern(query.search)})`);
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db.select().from(catalogueTerms).where(where).orderBy(asc(catalogueTerms.kind), asc(catalogueTerms.term)).limit(query.pageSize).offset((query.pageNumber - 1) * query.pageSize),
        db.select({ value: count() }).from(catalogueTerms).where(where),
      ]);
      return { list: rows.map(toTerm), total: total?.value ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize };
    },

    async update(actorId: number, id: number, names: LocalizedNamesInput): Promise<AdminTerm> {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(catalogueTerms).set({ names: cleanNames(names) ?? {}, updatedAt: new Date() }).where(eq(catalogueTerms.id, id)).returning();
        if (!updated) throw notFound();
        await audit(tx, actorId, 'term.update', id, { kind: updated.kind, term: updated.term, names: updated.names });
        return updated;
      });
      // Sellers see the new words on their next call; other processes hear the catalogue change notice.
      clearCatalogueCaches();
      return toTerm(row);
    },
  };
}
export type TermsService = ReturnType<typeof termsService>;
