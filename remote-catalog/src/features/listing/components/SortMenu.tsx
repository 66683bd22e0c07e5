import { LISTING_SORTS, type ListingSort } from '@store/shared/api';
import { theme } from '@store/shared/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { SORT_LABELS } from '../sortOptions';
import { ToolbarButton } from './ToolbarButton';

const Wrapper = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 20;
  min-width: 220px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: ${theme.color.paper};
  border: 1px solid ${theme.color.line};
  border-radius: 6px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
`;

const Option = styled.li<{ $current: boolean }>`
  padding: 10px 16px;
  cursor: pointer;
  font: ${({ $current }) => ($current ? 600 : 400)} 14px/1.3 ${theme.font.body};
  &:hover,
  &:focus {
    background: ${theme.color.cream};
    outline: none;
  }
  &::before {
    content: '${({ $current }) => ($current ? '✓' : '')}';
    display: inline-block;
    width: 20px;
  }
`;

/** The Sort dropdown: the current order is checked; choosing one closes the menu. */
export function SortMenu({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Closed by a choice or Escape, the menu gives focus back to its button (not to the page).
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const choose = (sort: ListingSort) => {
    close();
    onChange(sort);
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <Wrapper ref={wrapper}>
      <ToolbarButton
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Sort: {SORT_LABELS[value]} ▾
      </ToolbarButton>
      {open ? (
        <Menu ref={menu} role="menu" aria-label="Sort" onKeyDown={onMenuKey}>
          {LISTING_SORTS.map((sort) => (
            <Option
              key={sort}
              role="menuitemradio"
              aria-checked={sort === value}
              tabIndex={-1}
              $current={sort === value}
              onClick={() => choose(sort)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(sort);
                }
              }}
            >
              {SORT_LABELS[sort]}
            </Option>
          ))}
        </Menu>
      ) : null}
    </Wrapper>
  );
}
