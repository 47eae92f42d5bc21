import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** A CSS-module class as Vite names it: _local_hash_line. */
const MODULE_CLASS = /_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+/g;

/** The map of Ant Design's style engine in a stylesheet: `path:hash;path:hash` (cacheMapUtil in @ant-design/cssinjs). */
const ANTD_STYLE_MAP = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/;
/** One style Ant Design drew on the server, with the hash it is known by; and the map of those it drew. */
const ANTD_STYLE = /<style[^>]*\sdata-css-hash="([^"]+)"[^>]*>[\s\S]*?<\/style>/g;
const ANTD_DRAWN_MAP = /<style[^>]*\sdata-ant-cssinjs-cache-path[^>]*>[\s\S]*?<\/style>/g;

/**
 * The styles a drawn page carries (decision 0056), given the web app's build.
 * - Its lazy chunks' stylesheets: the browser's app fetches a page's stylesheets with the page's code, after the
 *   first paint, and a page drawn on the server would show unstyled until then. So the page carries those styling
 *   a CSS-module class its markup uses, inline. The stylesheets index.html links are left out.
 * - Ant Design's styles, less those the first load's stylesheet has already (Button's, decision 0055), and less
 *   the map of those drawn: with it in the page, the style engine would look for the stylesheet's styles in the
 *   page instead of the stylesheet, and draw them all again.
 */
export async function pageStylesheets(webRoot: string, indexHtml: string) {
  const assets = path.join(webRoot, 'assets');
  const linked = new Set([...indexHtml.matchAll(/href="\/assets\/([^"]+\.css)"/g)].map((match) => match[1]!));
  const inFirstLoad = new Set<string>();
  for (const file of linked) {
    const map = (await readFile(path.join(assets, file), 'utf8')).match(ANTD_STYLE_MAP)?.[1] ?? '';
    for (const entry of map.split(';')) inFirstLoad.add(entry.slice(entry.lastIndexOf(':') + 1));
  }
  const files = (await readdir(assets)).filter((file) => file.endsWith('.css') && !linked.has(file)).sort();
  const css = new Map<string, string>();
  const filesOfClass = new Map<string, string[]>();
  for (const file of files) {
    const text = await readFile(path.join(assets, file), 'utf8');
    css.set(file, text);
    for (const name of new Set(text.match(MODULE_CLASS))) filesOfClass.set(name, [...(filesOfClass.get(name) ?? []), file]);
  }
  return {
    /** Ant Design's <style> elements drawn for a page, less those of the first load's stylesheet and the map. */
    antd: (drawn: string) => drawn.replace(ANTD_DRAWN_MAP, '').replace(ANTD_STYLE, (style, hash: string) => (inFirstLoad.has(hash) ? '' : style)),
    /** <style> elements for the stylesheets `markup` uses, in the build's order. */
    chunks(markup: string): string {
      const needed = new Set([...new Set(markup.match(MODULE_CLASS))].flatMap((name) => filesOfClass.get(name) ?? []));
      return files
        .filter((file) => needed.has(file))
        // The disabled link (never fetched) tells the page's code, which would add the stylesheet with its chunk, that it is there.
        .map((file) => `<style>${css.get(file)!.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/assets/${file}" disabled>`)
        .join('');
    },
  };
}
export type PageStylesheets = Awaited<ReturnType<typeof pageStylesheets>>;
