type ImageLike = string | { url?: string; cdnUrl?: string };
interface WithImages {
  images?: ReadonlyArray<ImageLike> | null;
  image?: string | { url?: string } | null;
}

/** Every displayable image URL of a product, in any of the shapes the product description allows (product §3). */
export function imageUrls(product: WithImages): string[] {
  const urls = (product.images ?? [])
    .map((image) => (typeof image === 'string' ? image : image?.url || image?.cdnUrl || ''))
    .filter(Boolean);
  if (urls.length) return urls;
  const fallback = typeof product.image === 'string' ? product.image : product.image?.url;
  return fallback ? [fallback] : [];
}

/** The first displayable image URL, or null: cards and cart lines show it. */
export function firstImageUrl(product: WithImages): string | null {
  return imageUrls(product)[0] ?? null;
}
