import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';

/**
 * Shopify's real Admin GraphQL schema of one API version, from the introspection files @shopify/dev-mcp
 * ships (dist/data/admin_<version>.json.gz). The simulator validates every incoming operation against it,
 * and the adapter's unit test validates every operation the adapter sends.
 */
const cache = new Map<string, GraphQLSchema>();

export function adminSchema(version: string): GraphQLSchema {
  const known = cache.get(version);
  if (known) return known;
  // The package exports only its entry (dist/index.js); the data folder sits beside it.
  const folder = path.join(path.dirname(fileURLToPath(import.meta.resolve('@shopify/dev-mcp'))), 'data');
  const introspection = JSON.parse(gunzipSync(readFileSync(path.join(folder, `admin_${version}.json.gz`))).toString('utf8')) as { data?: IntrospectionQuery } & IntrospectionQuery;
  const schema = buildClientSchema(introspection.data ?? introspection);
  cache.set(version, schema);
  return schema;
}
