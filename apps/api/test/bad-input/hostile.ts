/**
 * Hostile input that bad-input.int.test.ts sends to every documented operation, built from the
 * operation's own OpenAPI description: a NUL character (U+0000) in each path parameter, in a query
 * parameter and inside the strings of a JSON body, and multipart bodies the parser cannot read.
 */

export const NUL = '\u0000';
/** How a NUL travels in a URL. */
export const ENCODED_NUL = 'a%00b';

export interface Schema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  format?: string;
}

export interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const PARAM = /\{([^}]+)\}/g;

/** The operation's path with a NUL in `param` and a plain value in its other parameters. */
export const pathWithNul = (docPath: string, param: string) => docPath.replace(PARAM, (_, name: string) => (name === param ? ENCODED_NUL : '1'));
export const pathParams = (docPath: string) => [...docPath.matchAll(PARAM)].map((m) => m[1]!);
/** A documented query parameter, or a stray one for operations that take none (the guard sees both). */
export const queryParamOf = (operation: Operation) => operation.parameters?.find((p) => p.in === 'query')?.name ?? 'stray';
/** With path parameters filled with a plain value. */
export const plainPath = (docPath: string) => docPath.replace(PARAM, '1');

export const jsonSchemaOf = (operation: Operation) => operation.requestBody?.content?.['application/json']?.schema;
export const takesMultipart = (operation: Operation) => Boolean(operation.requestBody?.content?.['multipart/form-data']);

/**
 * A value of the schema's shape whose strings all hold a NUL (enums keep a valid member, numbers
 * their minimum), so that as many bodies as possible pass validation and meet the guard itself.
 */
export function withNul(schema: Schema | undefined): unknown {
  if (!schema) return `a${NUL}b`;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return withNul(variant);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, withNul(child)]));
    case 'array':
      return [withNul(schema.items)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return `a${NUL}b`;
  }
}

export const BOUNDARY = 'threadway-test-boundary';
/** A well-formed multipart body of text fields. */
export const multipartText = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + `--${BOUNDARY}--\r\n`;

/** Multipart bodies no parser can read: no boundary in the Content-Type, or data that stops mid-part. */
export const UNREADABLE_FORMS = [
  { note: 'multipart without a boundary', contentType: 'multipart/form-data', body: multipartText({ note: 'x' }) },
  { note: 'multipart with an empty boundary', contentType: 'multipart/form-data; boundary=', body: multipartText({ note: 'x' }) },
  { note: 'multipart cut short', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nabc` },
];
