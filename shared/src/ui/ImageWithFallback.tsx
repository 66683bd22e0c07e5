import { useState, type ImgHTMLAttributes } from 'react';

/** Shown when a product has no image or its image fails to load (product §8). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"><rect width="400" height="500" fill="#efebe6"/>' +
      '<path d="M150 170l50-30 50 30 40 40-30 30-20-15v135H160V225l-20 15-30-30z" fill="#d8d1c8"/>' +
      '<text x="200" y="430" font-family="sans-serif" font-size="22" fill="#8d857b" text-anchor="middle">Image unavailable</text></svg>',
  );

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined };

/** An image that turns into the placeholder when it is missing or fails (its srcset with it). */
export function ImageWithFallback({ src, alt, srcSet, sizes, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = Boolean(src) && src !== failedSrc;
  return (
    <img
      {...rest}
      alt={alt ?? ''}
      src={usable ? (src as string) : PLACEHOLDER_IMAGE}
      srcSet={usable ? srcSet : undefined}
      sizes={usable ? sizes : undefined}
      onError={() => src && setFailedSrc(src)}
    />
  );
}
