import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import type { CatalogT } from '../i18n';

/** The round previous/next button over an image (carousel and zoom). */
const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
  color: ${theme.color.ink};
  font-size: 22px;
  cursor: pointer;
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15);
`;

/** Previous and next over an image; `onStep(-1 | 1)`, the caller wraps around. */
export function ImageArrows({ onStep, t }: { onStep: (delta: -1 | 1) => void; t: CatalogT }) {
  return (
    <>
      <Arrow type="button" $side="left" aria-label={t('catalog.gallery.previous')} onClick={() => onStep(-1)}>
        ‹
      </Arrow>
      <Arrow type="button" $side="right" aria-label={t('catalog.gallery.next')} onClick={() => onStep(1)}>
        ›
      </Arrow>
    </>
  );
}
