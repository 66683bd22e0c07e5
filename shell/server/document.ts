import { headTags, type PageHead } from './seo/pageHead';

/**
 * The shell's built index.html with a page's own <head>: the build's generic title and
 * description make way for the page's tags.
 */
export function pageDocument(template: string, head: PageHead): string {
  const stripped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return stripped.replace(/<\/head>/i, `    ${headTags(head)}\n  </head>`);
}
