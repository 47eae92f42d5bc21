import en from './messages/en.json' with { type: 'json' };

/** Messages the server sends and the client shows, keyed once for both (i18n namespace `messages`). */
export const englishMessages = en;
export type MessageCatalogue = typeof en;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<MessageCatalogue>;

/** Looks a dotted key up in a catalogue and fills `{{name}}` placeholders. */
export function formatMessage(
  catalogue: Record<string, unknown>,
  key: string,
  params: Record<string, string | number> = {},
): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const isMessageKey = (value: string): value is MessageKey =>
  formatMessage(en, value) !== undefined;
