import { PARKED_SCRIPT_TYPE, SERVER_DRAWN_ATTRIBUTE } from '@store/shared/config';
import type { RenderedBody } from './renderBody';
import { jsonForScript } from './seo/escape';
import { headTags, type PageHead } from './seo/pageHead';

/** The element the browser's store reads the server's answers from (data, not script: CSP-safe). */
export const SERVER_STATE_ID = 'store-server-state';

/**
 * The build's deferred scripts, parked: the early start (async, first in the head) starts them
 * in order after the page's load event, so a drawn page paints its largest element with the
 * whole line to itself and hydrates right after.
 */
const parkScripts = (html: string) =>
  html.replace(
    /<script defer src="([^"]+)"><\/script>/g,
    `<script type="${PARKED_SCRIPT_TYPE}" data-src="$1"></script>`,
  );

/**
 * The shell's built index.html with a page's own <head> (the build's generic title and
 * description make way) and, when the server drew it, the page's body, its styles and the
 * answers it was drawn from.
 */
export function pageDocument(template: string, head: PageHead, body: RenderedBody | null = null): string {
  // The drawn page's images come from another origin (the API's /media or the image CDN): its
  // connection opens while the HTML still streams in.
  const imageOrigin = body && /<img[^>]*?\ssrc="(https?:\/\/[^/"]+)/.exec(body.html)?.[1];
  const drawnHead = body
    ? `${imageOrigin ? `\n    <link rel="preconnect" href="${imageOrigin}">` : ''}\n    ${body.styles}`
    : '';
  let html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, `    ${headTags(head)}${drawnHead}\n  </head>`);
  if (body)
    html = parkScripts(html)
      .replace(/<html([^>]*)>/i, `<html$1 ${SERVER_DRAWN_ATTRIBUTE}="server">`)
      .replace(
        /<div id="root"><\/div>/,
        () =>
          `<div id="root">${body.html}</div>\n    <script id="${SERVER_STATE_ID}" type="application/json">${jsonForScript(body.serverReads)}</script>`,
      );
  return html;
}
