import type { FastifyRequest } from 'fastify';
import type { Viewer } from './products/product-cards.ts';

export interface CatalogueViewer extends Viewer {
  /** The signed-in seller, when the caller is one (public routes read an optional token). */
  userId: number | null;
}

/**
 * Who is looking. Public (/open/) routes still see a valid token, so a signed-in seller gets
 * prices there too; without one the caller is a guest with the limits of spec 6.
 */
export function viewerOf(request: FastifyRequest): CatalogueViewer {
  const userId = request.principal?.type === 'user' ? request.principal.id : null;
  return { locale: request.locale, guest: request.principal === null, userId };
}
