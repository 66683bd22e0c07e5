import { act, screen, within } from '@testing-library/react';
import { renderWithStore } from '../testing';
import { RecordList } from './RecordList';
import { useConfirm } from './useConfirm';

const records = [{ id: 'home', text: '12 MG Road, Bengaluru' }];

/** An address book's list, asking before it deletes (the words of the question are the screen's own). */
function Book({ onDelete }: { onDelete: (id: string) => void }) {
  const { confirm, dialog } = useConfirm();
  return (
    <>
      <RecordList
        records={records}
        keyOf={(record) => record.id}
        describe={(record) => <address>{record.text}</address>}
        onEdit={() => {}}
        onDelete={async (record) => {
          const answer = await confirm({ title: 'पता हटाएँ?', message: record.text, confirmLabel: 'हटाएँ' });
          if (answer.confirmed) onDelete(record.id);
        }}
      />
      {dialog}
    </>
  );
}

it("offers a record's actions and the confirmation's own buttons in Hindi on a Hindi page", async () => {
  const deleted: string[] = [];
  const { user } = await act(async () =>
    renderWithStore(<Book onDelete={(id) => deleted.push(id)} />, { locale: 'hi' }),
  );
  expect(await screen.findByRole('button', { name: 'बदलें' })).toBeInTheDocument();
  await act(async () => user.click(screen.getByRole('button', { name: 'हटाएँ' })));
  const dialog = await screen.findByRole('dialog', { name: 'पता हटाएँ?' });
  expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
  expect(deleted).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'हटाएँ' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'हटाएँ' }));
  expect(deleted).toEqual(['home']);
});
