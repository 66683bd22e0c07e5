import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import type { Tab, TabId } from '../tabs';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
  button {
    width: 100%;
    min-height: 44px;
    padding: 0 14px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: ${theme.color.ink};
    font: 500 15px/1 ${theme.font.body};
    text-align: left;
    cursor: pointer;
  }
  button[aria-current='page'] {
    background: ${theme.color.ink};
    color: ${theme.color.paper};
  }
  button:hover:not([aria-current='page']) {
    background: ${theme.color.line};
  }
`;

/** The sidebar's tab buttons (desktop, and the mobile slide-in): the tabs the member's role may use. */
export function AdminNav({
  tabs,
  active,
  onChoose,
}: {
  tabs: readonly Tab[];
  active: TabId | null;
  onChoose: (tab: TabId) => void;
}) {
  return (
    <nav aria-label="Admin sections">
      <List>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <button
              type="button"
              aria-current={tab.id === active ? 'page' : undefined}
              onClick={() => onChoose(tab.id)}
            >
              {tab.label}
            </button>
          </li>
        ))}
      </List>
    </nav>
  );
}
