import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { englishMessages, formatMessage, type LocaleCode } from '@threadway/contracts';

const folder = fileURLToPath(new URL('../../../../packages/contracts/src/i18n/messages', import.meta.url));

/** Every locale's message catalogue, read once at start. Missing keys fall back to English. */
const catalogues = new Map<string, Record<string, unknown>>(
  readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(`${folder}/${f}`, 'utf8')) as Record<string, unknown>]),
);

export function translate(locale: LocaleCode, key: string, params?: Record<string, string | number>): string {
  return (
    formatMessage(catalogues.get(locale) ?? {}, key, params) ??
    formatMessage(englishMessages, key, params) ??
    formatMessage(englishMessages, 'errors.badRequest')!
  );
}
