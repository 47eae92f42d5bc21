import { expectOk, type TestServer } from './harness.ts';

/**
 * Setup steps shared by the back-office catalogue tests: operators with given roles, and a
 * three-level category branch to hang products on. Each test file has its own server.
 */
let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

export async function createOperator(s: TestServer, adminToken: string, roles: string[]) {
  const email = s.uniqueEmail('operator');
  const created = expectOk(await s.request('POST', '/api/admin/operators', { token: adminToken, body: { email, fullName: 'Op Erator', password: 'Operator123', roles } }));
  const session = await s.adminLogin(email, 'Operator123');
  return { id: created.id as number, token: session.token as string };
}

/** Level 1 > 2 > 3 categories with unique URLs; products go on the leaf. */
export async function createBranch(s: TestServer, token: string) {
  const post = async (body: Record<string, unknown>) => {
    const tree = expectOk(await s.request('POST', '/api/admin/catalogue/categories', { token, body }));
    return findCategory(tree, body.categoryUrl as string)!;
  };
  const top = await post({ name: 'Women', categoryUrl: unique('women'), parentId: null });
  const middle = await post({ name: 'Tops', categoryUrl: unique('tops'), parentId: top.id });
  const leaf = await post({ name: 'Shirts', categoryUrl: unique('shirts'), parentId: middle.id });
  return { top, middle, leaf };
}

export interface CategoryNode {
  id: number;
  level: number;
  name: string;
  categoryUrl: string;
  productCount: number;
  names: Record<string, string>;
  status: number;
  children: CategoryNode[];
}

export function findCategory(tree: CategoryNode[], categoryUrl: string): CategoryNode | undefined {
  for (const node of tree) {
    if (node.categoryUrl === categoryUrl) return node;
    const found = findCategory(node.children, categoryUrl);
    if (found) return found;
  }
  return undefined;
}

export const uniqueItemNo = () => unique('IT').toUpperCase().replace(/[^A-Z0-9-]/g, '');

/** A product on the leaf with one SKU per size, stock in two warehouses. */
export async function createProductWithSkus(s: TestServer, token: string, categoryId: number, sizes = ['M', 'L'], priceCents = 1250) {
  let detail = expectOk(await s.request('POST', '/api/admin/catalogue/products', { token, body: { name: 'Linen Shirt', categoryId, weightGrams: 220 } }));
  for (const size of sizes) {
    detail = expectOk(
      await s.request('POST', `/api/admin/catalogue/products/${detail.id}/skus`, {
        token,
        body: { colour: 'Sand', colourHex: '#D8C3A5', size, priceCents, originalPriceCents: priceCents + 500, weightGrams: 220, stock: { CN_S: 120, US: 30 } },
      }),
    );
  }
  return detail;
}

/** Fails unless each action appears among the audit log's newest entries. */
export async function expectAudited(s: TestServer, adminToken: string, actions: string[]) {
  const recent = new Set((await auditActions(s, adminToken)).map((a) => a.action));
  const missing = actions.filter((a) => !recent.has(a));
  if (missing.length > 0) throw new Error(`not in the audit log: ${missing.join(', ')}`);
}

/** The audit log's newest entries (administrators only). */
export async function auditActions(s: TestServer, adminToken: string) {
  return expectOk(await s.request('GET', '/api/admin/audit-log', { token: adminToken })) as { operatorId: number; action: string; subject: string; detail: string }[];
}
