import { useSharedT } from '@store/shared/i18n';
import { useRef, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { theme } from './theme';
import { useModalFocus } from './useModalFocus';

const slideFromLeft = keyframes`from { transform: translateX(-100%); }`;
const slideFromRight = keyframes`from { transform: translateX(100%); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(20, 18, 16, 0.45);
`;

type Placement = 'center' | 'left' | 'right';

const Panel = styled.div<{ $placement: Placement; $width: number }>`
  position: fixed;
  z-index: 101;
  background: ${theme.color.paper};
  color: ${theme.color.ink};
  font-family: ${theme.font.body};
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  display: flex;
  flex-direction: column;
  ${({ $placement, $width }) =>
    $placement !== 'center'
      ? css`
          top: 0;
          ${$placement}: 0;
          bottom: 0;
          width: min(${$width}px, 100vw);
          animation: ${$placement === 'left' ? slideFromLeft : slideFromRight} 180ms ease-out;
        `
      : css`
          top: 50%;
          left: 50%;
          transform: translate(-50%, -50%);
          width: min(${$width}px, calc(100vw - 32px));
          max-height: calc(100vh - 32px);
          border-radius: 8px;
        `}
`;

const TitleBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px;
  border-bottom: 1px solid ${theme.color.line};
  h2 {
    margin: 0;
    font: 600 20px/1.2 ${theme.font.display};
  }
`;

const Close = styled.button`
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  font-size: 26px;
  cursor: pointer;
`;

const Body = styled.div`
  padding: 20px;
  overflow: auto;
  flex: 1;
`;

interface Props {
  title: string;
  onClose: () => void;
  placement?: Placement;
  /** Largest width in px; never wider than the screen. */
  width?: number;
  children: ReactNode;
}

/**
 * A modal dialog or side drawer: Escape and the backdrop close it, Tab stays inside while it
 * is open, and focus returns to where it was when it closes.
 */
export function Dialog({ title, onClose, placement = 'center', width = 420, children }: Props) {
  const t = useSharedT();
  const panel = useRef<HTMLDivElement>(null);
  useModalFocus(panel, onClose);

  return (
    <>
      <Backdrop onClick={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-label={title} $placement={placement} $width={width}>
        <TitleBar>
          <h2>{title}</h2>
          <Close type="button" aria-label={t('shared.dialog.close')} onClick={onClose}>
            ×
          </Close>
        </TitleBar>
        <Body>{children}</Body>
      </Panel>
    </>
  );
}
