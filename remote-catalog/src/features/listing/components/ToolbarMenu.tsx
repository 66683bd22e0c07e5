import { Link } from '@store/shared/router';
import { Disclosure, theme } from '@store/shared/ui';
import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The toolbar's outlined buttons (Filter, Sort). */
const toolbarButton = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  box-sizing: border-box;
  padding: 0 14px;
  border: 1px solid ${theme.color.line};
  border-radius: 4px;
  background: ${theme.color.paper};
  color: ${theme.color.ink};
  font: 500 14px/1 ${theme.font.body};
  white-space: nowrap;
  details[open] > & {
    border-color: ${theme.color.ink};
  }
`;

const Panel = styled.ul<{ $align: 'left' | 'right' }>`
  position: absolute;
  ${({ $align }) => $align}: 0;
  top: calc(100% + 4px);
  z-index: 20;
  min-width: 220px;
  max-height: 60vh;
  overflow: auto;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: ${theme.color.paper};
  border: 1px solid ${theme.color.line};
  border-radius: 6px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
`;

/** One choice of a toolbar list (a sort, a category): a link, checked when current. */
export const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  color: ${theme.color.ink};
  text-decoration: none;
  font: 400 14px/1.3 ${theme.font.body};
  &[aria-current='true'] {
    font-weight: 600;
  }
  &:hover,
  &:focus-visible {
    background: ${theme.color.cream};
    outline: none;
  }
  &::before {
    content: '';
    display: inline-block;
    width: 20px;
    flex: none;
  }
  &[aria-current='true']::before {
    content: '✓';
  }
`;

interface Props {
  label: ReactNode;
  /** The list's accessible name. */
  listLabel: string;
  align: 'left' | 'right';
  /** Live only: a click on the closed button; preventing its default keeps the list shut. */
  onOpenClick?: (event: MouseEvent) => void;
  /** Whether what the button opened instead (the Categories panel) is open. */
  expanded?: boolean;
  /** The list items, links. */
  children: ReactNode;
}

/** A toolbar button dropping down a list of links, working before the code arrives (`Disclosure`). */
export function ToolbarMenu({ label, listLabel, align, onOpenClick, expanded, children }: Props) {
  return (
    <Disclosure label={label} labelLook={toolbarButton} onOpenClick={onOpenClick} expanded={expanded}>
      <Panel $align={align} aria-label={listLabel}>
        {children}
      </Panel>
    </Disclosure>
  );
}
