import { SERVER_DRAWN_ATTRIBUTE } from '@store/shared/config';
import type { RenderedBody } from './renderBody';
import { jsonForScript } from './seo/escape';
import { headTags, type PageHead } from './seo/pageHead';

/** The element the browser's store reads the server's answers from (data, not script: CSP-safe). */
export const SERVER_STATE_ID = 'store-server-state';

/**
 * The shell's built index.html with a page's own <head> (the build's generic title and
 * description make way) and, when the server drew it, the page's body, its styles and the
 * answers it was drawn from.
 */
export function pageDocument(template: string, head: PageHead, body: RenderedBody | null = null): string {
  let html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, `    ${headTags(head)}${body ? `\n    ${body.styles}` : ''}\n  </head>`);
  if (body)
    html = html
      .replace(/<html([^>]*)>/i, `<html$1 ${SERVER_DRAWN_ATTRIBUTE}="server">`)
      .replace(
        /<div id="root"><\/div>/,
        () =>
          `<div id="root">${body.html}</div>\n    <script id="${SERVER_STATE_ID}" type="application/json">${jsonForScript(body.serverReads)}</script>`,
      );
  return html;
}
