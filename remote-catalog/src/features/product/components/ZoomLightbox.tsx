import { imageUrl } from '@store/shared/api';
import { ImageWithFallback, theme, useModalFocus } from '@store/shared/ui';
import { useRef, useState } from 'react';
import styled from 'styled-components';
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

const Zoomed = styled(ImageWithFallback)`
  display: block;
  max-width: 90vw;
  max-height: calc(90vh - 80px);
  width: auto;
  height: auto;
  object-fit: contain;
`;

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
  onClose: () => void;
}

/** Full-screen zoom: up to 90% of the viewport, arrows and thumbnails wrap around, Escape closes. */
export default function ZoomLightbox({ images, name, start, onClose }: Props) {
  const [index, setIndex] = useState(start);
  const overlay = useRef<HTMLDivElement>(null);
  const count = images.length;
  const step = (delta: number) => setIndex((current) => wrapIndex(current + delta, count));
  useModalFocus(overlay, onClose, (event) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  });

  return (
    <Overlay
      ref={overlay}
      role="dialog"
      aria-modal="true"
      aria-label={`${name}: image ${index + 1} of ${Math.max(count, 1)}`}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <Close type="button" aria-label="Close zoom" onClick={onClose}>
        ×
      </Close>
      <Figure>
        <Zoomed src={imageUrl(images[index], { w: 1200, q: 95 })} alt={name} width={1200} height={1500} />
        {count > 1 ? (
          <>
            <ImageArrows onStep={step} />
            <Thumbs>
              {images.map((url, i) => (
                <Thumb key={url} {...thumbnailProps(i, index, count, 'Zoom')} onClick={() => setIndex(i)}>
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
