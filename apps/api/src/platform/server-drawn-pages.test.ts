import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pageStylesheets } from './page-stylesheets.ts';
import { withDrawnPage } from './server-drawn-pages.ts';

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Threadway</title>
    <script type="module" crossorigin src="/assets/vendor-a1.js"></script>
    <script type="module" crossorigin src="/assets/shell-b2.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/shell-c3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = { html: '<main class="_page_abcde_1">Hello</main>', styles: '<style data-css-hash="x1">.a{}</style>', state: { desktop: false, note: '</script><script>alert(1)</script>' }, locale: 'ar', dir: 'rtl' as const };

test('a drawn page carries its markup, language, direction and state, and asks for the scripts only after the first paint', () => {
  const html = withDrawnPage(INDEX, page, '<style>.chunk{}</style>');
  assert.match(html, /<html lang="ar" dir="rtl">/);
  assert.match(html, /<div id="root"><main class="_page_abcde_1">Hello<\/main><\/div>/);
  // No script in the head: the first paint waits for none of them.
  assert.doesNotMatch(html.slice(0, html.indexOf('</head>')), /<script/);
  // Once the first contentful paint is on screen (or after the next frame where paints are not reported), in their order.
  const loader = /<script>(\(function\(sources\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  assert.match(loader, /getEntriesByName\('first-contentful-paint'\)/);
  assert.match(loader, /requestAnimationFrame\(function\(\)\{setTimeout\(start\)\}\)/);
  assert.ok(loader.endsWith('})(["/assets/vendor-a1.js","/assets/shell-b2.js"])'));
  // Ant Design's styles come before the app's stylesheet (which overrides them), the chunks' after it.
  assert.ok(html.indexOf('data-css-hash="x1"') < html.indexOf('shell-c3.css'));
  assert.ok(html.indexOf('shell-c3.css') < html.indexOf('.chunk{}'));
  // The state cannot end its script element early.
  const state = /<script type="application\/json" id="tw-server-drawn">(.*?)<\/script>/.exec(html)?.[1];
  assert.ok(state);
  assert.deepEqual(JSON.parse(state), page.state);
});

test("a drawn page carries the stylesheets of its chunks that style its classes, and Ant Design's styles the first load's stylesheet lacks", async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'tw-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'assets', 'shell-c3.css'), '._header_zzzzz_1{}.data-ant-cssinjs-cache-path{content:"css-1|Button-Button|ant-btn:btnhash;css-1|Wave:wavehash";}');
  await writeFile(path.join(root, 'assets', 'ProductDetail-d4.css'), '._page_abcde_1{color:red}');
  await writeFile(path.join(root, 'assets', 'Reviews-e5.css'), '._stars_fghij_2{color:gold}');
  const styles = await pageStylesheets(root, INDEX);

  const chunks = styles.chunks(page.html);
  assert.match(chunks, /<style>\._page_abcde_1\{color:red\}<\/style><link rel="stylesheet" href="\/assets\/ProductDetail-d4\.css" disabled>/);
  assert.doesNotMatch(chunks, /Reviews|shell-c3/);

  const drawn = [
    '<style data-rc-order="prependQueue" data-css-hash="btnhash">.ant-btn{}</style>',
    '<style data-rc-order="prependQueue" data-css-hash="inputhash">.ant-input{}</style>',
    '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"x:inputhash"}</style>',
  ].join('');
  assert.equal(styles.antd(drawn), '<style data-rc-order="prependQueue" data-css-hash="inputhash">.ant-input{}</style>');
});
