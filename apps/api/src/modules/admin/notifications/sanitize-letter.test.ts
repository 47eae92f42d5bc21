import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeLetterHtml } from './sanitize-letter.ts';

test('scripts, event handlers and javascript: links are removed; text and structure stay', () => {
  const html = sanitizeLetterHtml('<h2>New</h2><p onclick="steal()">Hello <b>world</b><script>alert(1)</script></p><img src="https://cdn.example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>');
  assert.ok(!/script|onerror|onclick|javascript:/i.test(html), html);
  assert.match(html, /<h2>New<\/h2>/);
  assert.match(html, /<p>Hello <b>world<\/b><\/p>/);
  assert.match(html, /<img src="https:\/\/cdn.example.com\/a.png" \/>/);
});

test('links open in a new tab without access to our window; site paths are kept', () => {
  assert.equal(sanitizeLetterHtml('<a href="/mall/discount">Sale</a>'), '<a href="/mall/discount" target="_blank" rel="noopener noreferrer">Sale</a>');
});

test('styles, frames, forms and data: pictures are dropped', () => {
  const html = sanitizeLetterHtml('<style>body{display:none}</style><iframe src="https://x"></iframe><form><input></form><img src="data:image/png;base64,AAA"><p style="position:fixed">ok</p>');
  assert.equal(html, '<p>ok</p>');
});
