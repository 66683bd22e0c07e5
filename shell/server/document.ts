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
 * The document up to its open <head>'s end, with the page's own head tags (the build's generic
 * title and description make way). It can leave before the body is drawn: the browser fetches
 * the fonts, the early start and the rest of the head meanwhile. `drawing`: the server means to
 * draw the body, so the shell's scripts are parked (see earlyStart.ts for a draw that fails).
 */
export function documentStart(template: string, head: PageHead, drawing: boolean): string {
  const start = template
    .slice(0, template.search(/<\/head>/i))
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const page = `${start}    ${headTags(head)}`;
  return drawing ? parkScripts(page).replace(/<html([^>]*)>/i, `<html$1 ${SERVER_DRAWN_ATTRIBUTE}="server">`) : page;
}

/**
 * The rest of the document after documentStart: the drawn body's styles close the head, then
 * its markup in #root and the answers it was drawn from; an empty #root when the server did not
 * draw it.
 */
export function documentEnd(template: string, body: RenderedBody | null): string {
  const end = template.slice(template.search(/<\/head>/i));
  if (!body) return `\n  ${end}`;
  // The drawn page's images come from another origin (the API's /media or the image CDN): its
  // connection opens while the HTML still streams in.
  const imageOrigin = /<img[^>]*?\ssrc="(https?:\/\/[^/"]+)/.exec(body.html)?.[1];
  const preconnect = imageOrigin ? `\n    <link rel="preconnect" href="${imageOrigin}">` : '';
  return `${preconnect}\n    ${body.styles}\n  ${end}`.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${body.html}</div>\n    <script id="${SERVER_STATE_ID}" type="application/json">${jsonForScript(body.serverReads)}</script>`,
  );
}

/** The whole document: the shell's built index.html with a page's own head and, when the server drew it, its body. */
export function pageDocument(template: string, head: PageHead, body: RenderedBody | null = null): string {
  return documentStart(template, head, body !== null) + documentEnd(template, body);
}
