/** What a product is called and how it is described on a page in `locale`: Hindi where the admin gave it, else English. */
export function productText(
  product: { name: string; description: string; nameHi?: string | null; descriptionHi?: string | null },
  locale: string,
): { name: string; description: string } {
  if (locale !== 'hi') return { name: product.name, description: product.description };
  return { name: product.nameHi || product.name, description: product.descriptionHi || product.description };
}
