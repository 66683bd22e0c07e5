import { useSharedT } from '@store/shared/i18n';
import { Button } from './Button';
import { theme } from './theme';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    padding: 12px 16px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

/** A list of saved records (addresses, profiles, coupons), each with Edit, Delete and any more actions. */
export function RecordList<T>({
  records,
  keyOf,
  describe,
  onEdit,
  onDelete,
  moreActions,
}: {
  records: readonly T[];
  keyOf: (record: T) => string;
  describe: (record: T) => ReactNode;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
  moreActions?: (record: T) => ReactNode;
}) {
  const t = useSharedT();
  return (
    <List>
      {records.map((record) => (
        <li key={keyOf(record)} data-record={keyOf(record)}>
          {describe(record)}
          <Actions>
            {moreActions?.(record)}
            <Button type="button" $variant="secondary" onClick={() => onEdit(record)}>
              {t('shared.action.edit')}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => onDelete(record)}>
              {t('shared.action.delete')}
            </Button>
          </Actions>
        </li>
      ))}
    </List>
  );
}
