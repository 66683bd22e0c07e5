import { useState } from 'react';
import styled from 'styled-components';
import { imageUrl } from '../api/imageUrl';
import { Dialog } from './Dialog';
import { ImageWithFallback } from './ImageWithFallback';
import { focusRing, theme } from './theme';

/** The thumbnails' box in CSS px: the image store's 160 px variant fills it on a sharp screen. */
const SIZE = 80;

const Strip = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0;
  padding: 0;
  button {
    display: block;
    width: ${SIZE}px;
    height: ${SIZE}px;
    padding: 0;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.cream};
    overflow: hidden;
    cursor: zoom-in;
    &:focus-visible {
      ${focusRing}
    }
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The larger picture: as wide as the dialog, never taller than the screen leaves room for. */
const Large = styled(ImageWithFallback)`
  display: block;
  width: 100%;
  height: auto;
  max-height: calc(100vh - 140px);
  min-height: 200px;
  object-fit: contain;
  background: ${theme.color.cream};
`;

export interface Photo {
  url: string;
  thumbnailUrl: string;
}

/**
 * A shopper's photos as small square thumbnails (sized boxes, loaded lazily, so nothing
 * shifts); tapping one opens it larger in a dialog. `alt` names every one of them. No photos
 * (an API released before reviews had them sends none) draw nothing.
 */
export function PhotoThumbnails({ photos, alt }: { photos: readonly Photo[] | undefined; alt: string }) {
  const [open, setOpen] = useState<Photo | null>(null);
  if (!photos?.length) return null;
  return (
    <>
      <Strip>
        {photos.map((photo) => (
          <li key={photo.url}>
            <button type="button" onClick={() => setOpen(photo)}>
              <ImageWithFallback src={photo.thumbnailUrl} alt={alt} width={SIZE} height={SIZE} loading="lazy" />
            </button>
          </li>
        ))}
      </Strip>
      {open ? (
        <Dialog title={alt} width={720} onClose={() => setOpen(null)}>
          <Large src={imageUrl(open.url, { w: 1080, q: 80 })} alt={alt} />
        </Dialog>
      ) : null}
    </>
  );
}
