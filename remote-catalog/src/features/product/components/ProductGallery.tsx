import { imageSrcSet, imageUrl } from '@store/shared/api';
import { ImageWithFallback, theme } from '@store/shared/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { englishT, type CatalogT } from '../i18n';
import { ImageArrows } from './Arrow';
import { thumbnailProps, wrapIndex } from './carousel';

// The lightbox is code for a click that may never come: it loads when first opened.
const ZoomLightbox = lazy(() => import('./ZoomLightbox'));

const Frame = styled.div`
  position: relative;
`;

/**
 * The pictures side by side in one row that scrolls sideways and snaps to each: a finger swipes
 * between them natively, in the drawn HTML before the page's code arrives (CSS scroll-snap, no
 * script). The arrows and thumbnails scroll it too.
 */
const Track = styled.div`
  display: flex;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  background: ${theme.color.cream};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const Slide = styled.button`
  display: block;
  flex: 0 0 100%;
  width: 100%;
  padding: 0;
  border: 0;
  background: ${theme.color.cream};
  scroll-snap-align: start;
  scroll-snap-stop: always;
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
 * The product's images: 4/5 pictures that swipe sideways, arrows and a strip of five thumbnails; click to zoom.
 * Its words come from the page (`t`); drawn on its own it speaks English.
 */
export function ProductGallery({ images, name, t = englishT }: { images: string[]; name: string; t?: CatalogT }) {
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const count = images.length;
  // No pictures: one slide with the placeholder.
  const slides = count ? images : [undefined];

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

  /** An arrow or a thumbnail: that picture becomes current and the row scrolls to it. */
  const show = (next: number) => {
    setIndex(next);
    const row = track.current;
    if (row?.clientWidth) row.scrollTo?.({ left: next * row.clientWidth, behavior: 'smooth' });
  };
  /** A swipe: the picture the row came to rest on is the current one. */
  const onScroll = () => {
    const row = track.current;
    if (!row?.clientWidth) return;
    const resting = Math.min(count - 1, Math.max(0, Math.round(row.scrollLeft / row.clientWidth)));
    if (resting !== index) setIndex(resting);
  };

  return (
    <div>
      <Frame>
        <Track ref={track} data-testid="gallery-track" onScroll={count > 1 ? onScroll : undefined}>
          {slides.map((url, i) => (
            <Slide
              key={url ?? 'none'}
              type="button"
              disabled={count === 0}
              // Only the current picture is read out and reached by Tab; the others are a swipe away.
              aria-hidden={i === index ? undefined : true}
              tabIndex={i === index ? undefined : -1}
              aria-label={t('catalog.gallery.zoom', { n: i + 1, count: Math.max(count, 1) })}
              onClick={() => setZoomed(true)}
            >
              <MainImage
                src={imageUrl(url, { w: 800, q: 90 })}
                srcSet={imageSrcSet(url, MAIN_WIDTHS, 90)}
                sizes={MAIN_SIZES}
                alt={name}
                width={800}
                height={1000}
                {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              />
            </Slide>
          ))}
        </Track>
        {count > 1 ? <ImageArrows t={t} onStep={(delta) => show(wrapIndex(index + delta, count))} /> : null}
      </Frame>
      {count > 1 ? (
        <Strip ref={strip} aria-label={t('catalog.gallery.images')}>
          {images.map((url, i) => (
            <Thumb
              key={url}
              {...thumbnailProps(i, index, t('catalog.gallery.show', { n: i + 1, count }))}
              onClick={() => show(i)}
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
      {/* At the end of <body>: no box the page sits in can hold it under the header or the buy bar. */}
      {zoomed
        ? createPortal(
            <Suspense fallback={null}>
              <ZoomLightbox images={images} name={name} start={index} t={t} onClose={() => setZoomed(false)} />
            </Suspense>,
            document.body,
          )
        : null}
    </div>
  );
}
