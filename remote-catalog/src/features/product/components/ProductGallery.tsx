import { imageSrcSet, imageUrl } from '@store/shared/api';
import { ImageWithFallback, theme } from '@store/shared/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { englishT, type CatalogT } from '../i18n';
import { ImageArrows } from './Arrow';
import { thumbnailProps, wrapIndex } from './carousel';

// The lightbox is code for a click that may never come: it loads when first opened.
const ZoomLightbox = lazy(() => import('./ZoomLightbox'));

const Frame = styled.div`
  position: relative;
`;

const MainButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${theme.color.cream};
  cursor: zoom-in;
`;

/** The main image fills the page's width on phones and half of it from the lg breakpoint up. */
const MAIN_WIDTHS = [480, 640, 800, 1080] as const;
const MAIN_SIZES = `(min-width: ${theme.breakpoint.lg}) 50vw, 100vw`;

const MainImage = styled(ImageWithFallback)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 5;
  min-height: 400px;
  object-fit: cover;
`;

const Strip = styled.div`
  display: grid;
  grid-auto-flow: column;
  /* Five thumbnails fill the strip; more scroll sideways. */
  grid-auto-columns: calc((100% - 4 * 8px) / 5);
  gap: 8px;
  margin-top: 8px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
`;

const Thumb = styled.button<{ $current: boolean }>`
  padding: 0;
  border: 2px solid ${({ $current }) => ($current ? theme.color.ink : 'transparent')};
  background: ${theme.color.cream};
  scroll-snap-align: start;
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 5;
    object-fit: cover;
  }
`;

/**
 * The product's images: a 4/5 main image, arrows and a strip of five thumbnails; click to zoom.
 * Its words come from the page (`t`); drawn on its own it speaks English.
 */
export function ProductGallery({ images, name, t = englishT }: { images: string[]; name: string; t?: CatalogT }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const count = images.length;

  // The current thumbnail is brought into the strip by scrolling the strip sideways only:
  // scrollIntoView would scroll the page too (on load, past the product's name).
  useEffect(() => {
    const box = strip.current;
    const thumb = box?.children[index] as HTMLElement | undefined;
    if (!box || !thumb) return;
    const frame = box.getBoundingClientRect();
    const place = thumb.getBoundingClientRect();
    if (place.left < frame.left) box.scrollLeft -= frame.left - place.left;
    else if (place.right > frame.right) box.scrollLeft += place.right - frame.right;
  }, [index]);

  return (
    <div>
      <Frame>
        <MainButton
          type="button"
          disabled={count === 0}
          aria-label={t('catalog.gallery.zoom', { n: index + 1, count: Math.max(count, 1) })}
          onClick={() => setZoomed(true)}
        >
          <MainImage
            src={imageUrl(images[index], { w: 800, q: 90 })}
            srcSet={imageSrcSet(images[index], MAIN_WIDTHS, 90)}
            sizes={MAIN_SIZES}
            alt={name}
            width={800}
            height={1000}
            fetchPriority="high"
          />
        </MainButton>
        {count > 1 ? <ImageArrows t={t} onStep={(delta) => setIndex(wrapIndex(index + delta, count))} /> : null}
      </Frame>
      {count > 1 ? (
        <Strip ref={strip} aria-label={t('catalog.gallery.images')}>
          {images.map((url, i) => (
            <Thumb
              key={url}
              {...thumbnailProps(i, index, t('catalog.gallery.show', { n: i + 1, count }))}
              onClick={() => setIndex(i)}
            >
              <ImageWithFallback
                src={imageUrl(url, { w: 100, q: 80 })}
                alt=""
                width={100}
                height={125}
                loading="lazy"
              />
            </Thumb>
          ))}
        </Strip>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <ZoomLightbox images={images} name={name} start={index} t={t} onClose={() => setZoomed(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
