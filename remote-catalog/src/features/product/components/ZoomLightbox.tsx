import { imageUrl } from '@store/shared/api';
import { ImageWithFallback, theme, useModalFocus } from '@store/shared/ui';
import { useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import type { CatalogT } from '../i18n';
import { ImageArrows } from './Arrow';
import { thumbnailProps, wrapIndex } from './carousel';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: grid;
  place-items: center;
  background: rgba(12, 11, 10, 0.92);
`;

const Figure = styled.figure`
  position: relative;
  margin: 0;
  max-width: 90vw;
  max-height: 90vh;
  display: grid;
  gap: 10px;
  justify-items: center;
`;

/** The picture's frame: it fits the screen, and scrolls (pans) when the picture is zoomed in. */
const Stage = styled.div<{ $in: boolean }>`
  max-width: 90vw;
  max-height: calc(90vh - 80px);
  overflow: ${({ $in }) => ($in ? 'auto' : 'hidden')};
  overscroll-behavior: contain;
  touch-action: ${({ $in }) => ($in ? 'pan-x pan-y' : 'auto')};
  cursor: ${({ $in }) => ($in ? 'grab' : 'zoom-in')};
  &:active {
    cursor: ${({ $in }) => ($in ? 'grabbing' : 'zoom-in')};
  }
`;

const Zoomed = styled(ImageWithFallback)<{ $in: boolean }>`
  display: block;
  max-width: ${({ $in }) => ($in ? 'none' : '90vw')};
  max-height: ${({ $in }) => ($in ? 'none' : 'calc(90vh - 80px)')};
  width: ${({ $in }) => ($in ? `min(${ZOOM_WIDTH}px, 250vw)` : 'auto')};
  height: auto;
  object-fit: contain;
  user-select: none;
  -webkit-user-drag: none;
`;

const Counter = styled.p`
  position: fixed;
  top: 22px;
  left: 16px;
  margin: 0;
  color: ${theme.color.paper};
  font: ${theme.weight.medium} ${theme.size.sm} / 1 ${theme.font.body};
  letter-spacing: ${theme.tracking.caps};
`;

const ZoomToggle = styled.button`
  position: fixed;
  top: 12px;
  right: 72px;
  min-height: 48px;
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: 24px;
  background: rgba(255, 255, 255, 0.9);
  font: ${theme.weight.medium} ${theme.size.sm} / 1 ${theme.font.body};
  cursor: pointer;
`;

/** The zoomed-in picture's width: the larger variant, shown at its own size (a phone pans over it). */
const ZOOM_WIDTH = 1800;

const Close = styled.button`
  position: fixed;
  top: 12px;
  right: 12px;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
  font-size: 28px;
  cursor: pointer;
`;

const Thumbs = styled.div`
  display: flex;
  gap: 6px;
  max-width: 90vw;
  overflow-x: auto;
`;

const Thumb = styled.button<{ $current: boolean }>`
  flex: none;
  padding: 0;
  border: 2px solid ${({ $current }) => ($current ? theme.color.paper : 'transparent')};
  background: transparent;
  opacity: ${({ $current }) => ($current ? 1 : 0.6)};
  cursor: pointer;
  img {
    display: block;
    width: 48px;
    height: 60px;
    object-fit: cover;
  }
`;

interface Props {
  images: string[];
  name: string;
  start: number;
  t: CatalogT;
  onClose: () => void;
}

/**
 * Full-screen zoom: the picture fits the screen; a tap (or Zoom in) shows a larger variant at
 * its own size, centred where it was tapped, to pan by dragging or scrolling. Arrows and
 * thumbnails wrap around, a counter says where one is ("2 / 4"), Escape closes.
 */
export default function ZoomLightbox({ images, name, start, t, onClose }: Props) {
  const [index, setIndex] = useState(start);
  // Zoomed in, and the point of the picture (0-1 across and down) to bring to the centre.
  const [focus, setFocus] = useState<{ x: number; y: number } | null>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(null);
  const count = images.length;
  const zoomedIn = focus !== null;
  const step = (delta: number) => {
    setFocus(null);
    setIndex((current) => wrapIndex(current + delta, count));
  };

  // Once zoomed in, the tapped point comes to the middle of the frame.
  useLayoutEffect(() => {
    const box = stage.current;
    if (!box || !focus) return;
    box.scrollLeft = focus.x * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = focus.y * box.scrollHeight - box.clientHeight / 2;
  }, [focus]);

  const onStageClick = (event: MouseEvent<HTMLDivElement>) => {
    if (drag.current?.moved) return;
    if (zoomedIn) return setFocus(null);
    const box = event.currentTarget.getBoundingClientRect();
    setFocus({
      x: box.width ? (event.clientX - box.left) / box.width : 0.5,
      y: box.height ? (event.clientY - box.top) / box.height : 0.5,
    });
  };
  // A mouse pans by dragging (a finger scrolls the frame natively).
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const box = stage.current;
    drag.current =
      box && zoomedIn && event.pointerType === 'mouse'
        ? { x: event.clientX, y: event.clientY, left: box.scrollLeft, top: box.scrollTop, moved: false }
        : null;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = stage.current;
    const from = drag.current;
    if (!box || !from || event.buttons !== 1) return;
    const [dx, dy] = [event.clientX - from.x, event.clientY - from.y];
    if (Math.abs(dx) + Math.abs(dy) > 4) from.moved = true;
    box.scrollLeft = from.left - dx;
    box.scrollTop = from.top - dy;
  };
  useModalFocus(overlay, onClose, (event) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  });

  return (
    <Overlay
      ref={overlay}
      role="dialog"
      aria-modal="true"
      aria-label={t('catalog.gallery.dialog', { name, n: index + 1, count: Math.max(count, 1) })}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {count > 1 ? <Counter aria-hidden="true">{`${index + 1} / ${count}`}</Counter> : null}
      <ZoomToggle type="button" aria-pressed={zoomedIn} onClick={() => setFocus(zoomedIn ? null : { x: 0.5, y: 0.5 })}>
        {zoomedIn ? t('catalog.gallery.zoomOut') : t('catalog.gallery.zoomIn')}
      </ZoomToggle>
      <Close type="button" aria-label={t('catalog.gallery.close')} onClick={onClose}>
        ×
      </Close>
      <Figure>
        <Stage
          ref={stage}
          $in={zoomedIn}
          data-testid="zoom-stage"
          onClick={onStageClick}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
        >
          <Zoomed
            $in={zoomedIn}
            src={imageUrl(images[index], zoomedIn ? { w: ZOOM_WIDTH, q: 90 } : { w: 1200, q: 95 })}
            alt={name}
            width={1200}
            height={1500}
            draggable={false}
          />
        </Stage>
        {count > 1 ? (
          <>
            <ImageArrows t={t} onStep={step} />
            <Thumbs>
              {images.map((url, i) => (
                <Thumb
                  key={url}
                  {...thumbnailProps(i, index, t('catalog.gallery.zoom', { n: i + 1, count }))}
                  onClick={() => {
                    setFocus(null);
                    setIndex(i);
                  }}
                >
                  <ImageWithFallback src={imageUrl(url, { w: 60, q: 60 })} alt="" width={60} height={75} />
                </Thumb>
              ))}
            </Thumbs>
          </>
        ) : null}
      </Figure>
    </Overlay>
  );
}
