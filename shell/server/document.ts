import { PARKED_SCRIPT_TYPE, SERVER_DRAWN_ATTRIBUTE } from '@store/shared/config';
import { INTL_LOCALES } from '@store/shared/i18n';
import type { RenderedBody } from './renderBody';
import { jsonForScript } from './seo/escape';
import { headTags, type PageHead } from './seo/pageHead';

/** The element the browser's store reads the server's API cache from (data, not script: CSP-safe). */
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

/** An http(s) origin, host and port only: nothing in it needs escaping in an attribute. */
const ORIGIN = 'https?://[a-z0-9.-]+(?::\\d+)?';
const IMAGE_ORIGIN = new RegExp(`<img[^>]*?\\ssrc="(${ORIGIN})[/?"]`, 'i');
const URL_ORIGIN = new RegExp(`^(${ORIGIN})(?:[/?#]|$)`, 'i');

/** The origin of the first image a drawn page shows (the API's /media or the image CDN), if any. */
export function imageOriginOf(html: string): string | null {
  return IMAGE_ORIGIN.exec(html)?.[1] ?? null;
}

/** An http(s) URL's origin (a link preview's image), else null. */
export const originOf = (url: string): string | null => URL_ORIGIN.exec(url)?.[1] ?? null;

// The drawn page's images come from another origin: its connection opens while the HTML streams in.
const preconnect = (origin: string) => `\n    <link rel="preconnect" href="${origin}">`;

/**
 * The document up to its open <head>'s end, with the page's own head tags (the build's generic
 * title and description make way). It can leave before the body is drawn: the browser fetches
 * the fonts, the early start and the rest of the head, and opens `imageOrigin`'s connection,
 * meanwhile. `drawing`: the server means to draw the body, so the shell's scripts are parked
 * (see earlyStart.ts for a draw that fails).
 */
export function documentStart(
  template: string,
  head: PageHead,
  drawing: boolean,
  imageOrigin: string | null = null,
): string {
  const start = template
    .slice(0, template.search(/<\/head>/i))
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // The page's language: screen readers, hyphenation and search engines read it from <html lang>.
  const page = `${start}    ${headTags(head)}`.replace(
    /<html lang="[^"]*"/i,
    `<html lang="${INTL_LOCALES[head.locale ?? 'en']}"`,
  );
  if (!drawing) return page;
  return parkScripts(`${page}${imageOrigin ? preconnect(imageOrigin) : ''}`).replace(
    /<html([^>]*)>/i,
    `<html$1 ${SERVER_DRAWN_ATTRIBUTE}="server">`,
  );
}

/**
 * The rest of the document after documentStart: the drawn body's styles close the head, then
 * its markup in #root and the API cache it was drawn from; an empty #root when the server did not
 * draw it, with `noscript` (a frame for a browser without JavaScript, its styles inside it) beside
 * it. `named`: the image origin the start already opened.
 */
export function documentEnd(
  template: string,
  body: RenderedBody | null,
  named: string | null = null,
  noscript: { html: string; styles: string } | null = null,
): string {
  const end = template.slice(template.search(/<\/head>/i));
  if (!body) {
    if (!noscript) return `\n  ${end}`;
    // Inert text while scripts run (the app draws into #root): its styles cannot meet the app's.
    return `\n  ${end}`.replace(
      /<div id="root"><\/div>/,
      () => `<div id="root"></div>\n    <noscript>${noscript.styles}${noscript.html}</noscript>`,
    );
  }
  const imageOrigin = imageOriginOf(body.html);
  return `${imageOrigin && imageOrigin !== named ? preconnect(imageOrigin) : ''}\n    ${body.styles}\n  ${end}`.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${body.html}</div>\n    <script id="${SERVER_STATE_ID}" type="application/json">${jsonForScript(body.apiState)}</script>`,
  );
}

/** The whole document: the shell's built index.html with a page's own head and, when the server drew it, its body. */
export function pageDocument(template: string, head: PageHead, body: RenderedBody | null = null): string {
  const origin = body && imageOriginOf(body.html);
  return documentStart(template, head, body !== null, origin) + documentEnd(template, body, origin);
}
