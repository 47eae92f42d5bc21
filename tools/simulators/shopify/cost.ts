import { Kind, type DocumentNode, type GraphQLResolveInfo, type SelectionSetNode, type ValueNode } from 'graphql';

/**
 * Shopify's query cost (shopify.dev "API rate limits", calculated query cost): scalars and enums are free,
 * each object costs 1, a connection costs its page size (`first`/`last`) times its selection, plus 2; a
 * list asked by ids costs per id; each mutation costs 10. The requested cost is checked against the bucket
 * before running; the actual cost (what the answer really held) is what is taken from it.
 */

const MUTATION_COST = 10;
const CONNECTION_COST = 2;
/** A connection's wrappers: their objects are the connection's items, already counted by its page size. */
const WRAPPERS = new Set(['nodes', 'edges', 'node', 'pageInfo']);

type Variables = Record<string, unknown>;

function valueOf(node: ValueNode | undefined, variables: Variables): unknown {
  if (!node) return undefined;
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.LIST) return node.values.map((value) => valueOf(value, variables));
  if (node.kind === Kind.STRING) return node.value;
  return undefined;
}

function selectionCost(set: SelectionSetNode | undefined, variables: Variables): number {
  if (!set) return 0;
  let cost = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += selectionCost(selection.selectionSet, variables);
      continue;
    }
    if (selection.kind !== Kind.FIELD || !selection.selectionSet) continue;
    if (WRAPPERS.has(selection.name.value)) {
      cost += selectionCost(selection.selectionSet, variables);
      continue;
    }
    const argument = (name: string) => valueOf(selection.arguments?.find((a) => a.name.value === name)?.value, variables);
    const page = Number(argument('first') ?? argument('last') ?? Number.NaN);
    const ids = argument('ids');
    const inner = 1 + selectionCost(selection.selectionSet, variables);
    if (Number.isFinite(page)) cost += page * inner + CONNECTION_COST;
    else if (Array.isArray(ids)) cost += ids.length * inner;
    else cost += inner;
  }
  return cost;
}

export function requestedCost(document: DocumentNode, variables: Variables = {}): number {
  let cost = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    if (definition.operation === 'mutation') cost += definition.selectionSet.selections.length * MUTATION_COST + selectionCost(definition.selectionSet, variables);
    else cost += selectionCost(definition.selectionSet, variables);
  }
  return Math.max(cost, 1);
}

/** Objects in the answer (the root excepted), plus 10 per mutation field. */
export function actualCost(document: DocumentNode, data: unknown): number {
  const mutations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation').length;
  const objects = (value: unknown): number => {
    if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + objects(item), 0);
    if (value && typeof value === 'object') return 1 + Object.values(value).reduce((sum: number, item) => sum + objects(item), 0);
    return 0;
  };
  const root = data && typeof data === 'object' ? Object.values(data).reduce((sum: number, item) => sum + objects(item), 0) : 0;
  return Math.max(1, root + mutations * MUTATION_COST);
}

/** The `@idempotent(key:)` the operation put on this field, resolved from its variables. */
export function idempotencyKeyOf(info: GraphQLResolveInfo): string | null {
  const directive = info.fieldNodes[0]?.directives?.find((d) => d.name.value === 'idempotent');
  const key = valueOf(directive?.arguments?.find((a) => a.name.value === 'key')?.value, info.variableValues as Variables);
  return typeof key === 'string' && key ? key : null;
}
