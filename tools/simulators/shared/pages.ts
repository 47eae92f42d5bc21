/** The shell of the simulators' hosted pages: plain HTML, no script. */

export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `style` is the page's own CSS; `body` is trusted HTML (callers escape what they put in it). */
export const layout = (title: string, style: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${style}</style>
</head><body><main>${body}</main></body></html>`;

/** CSS of a provider's small approval page: one column, buttons side by side. */
export const APPROVAL_PAGE_STYLE = 'body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}button{margin:16px 8px 0 0;padding:10px 16px}';
