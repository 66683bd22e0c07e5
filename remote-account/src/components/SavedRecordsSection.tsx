import { Button, RecordList, StatusText } from '@store/shared/ui';
import { Fragment, type ReactNode } from 'react';
import { useSavedRecords, type SavedRecords, type SavedRecordsWords } from './useSavedRecords';

/**
 * One of the customer's own collections on the dashboard (addresses, measurement profiles): the
 * list with Edit and Delete, an Add button, and the form in the list's place while editing.
 */
export function SavedRecordsSection<T extends { _id: string }, Input>(props: {
  store: SavedRecords<T, Input>;
  /** Its toasts and the delete dialog's title ('Address saved', 'Delete address'). */
  words: SavedRecordsWords;
  headingId: string;
  title: string;
  loadingText: string;
  emptyText: string;
  addLabel: string;
  describe(record: T): ReactNode;
  deleteQuestion(record: T): string;
  /** The form for a record (null: a new one); its key follows the record, so switching starts afresh. */
  form(record: T | null, save: (input: Input) => void, cancel: () => void): ReactNode;
}) {
  const { records, editing, setEditing, cancel, save, remove, dialog, section } = useSavedRecords(
    props.store,
    props.words,
  );
  const saveInput = (input: Input) => void save(input);
  return (
    <section ref={section} aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>{props.title}</h2>
      {records === null ? (
        <StatusText role="status">{props.loadingText}</StatusText>
      ) : editing ? (
        <Fragment key={editing === 'new' ? 'new' : editing._id}>
          {props.form(editing === 'new' ? null : editing, saveInput, cancel)}
        </Fragment>
      ) : (
        <>
          {records.length === 0 ? <p>{props.emptyText}</p> : null}
          <RecordList
            records={records}
            keyOf={(record) => record._id}
            describe={props.describe}
            onEdit={setEditing}
            onDelete={(record) => void remove(record, props.deleteQuestion(record))}
          />
          <Button type="button" onClick={() => setEditing('new')}>
            {props.addLabel}
          </Button>
        </>
      )}
      {dialog}
    </section>
  );
}
