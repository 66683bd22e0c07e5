import { useRefusalText } from '@store/shared/i18n';
import { notify, useConfirm } from '@store/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';

/**
 * One of the customer's own collections (addresses, measurement profiles) as its endpoints give
 * it: the list (null while it loads; a failure shows an empty list) and the calls that change it.
 */
export interface SavedRecords<T extends { _id: string }, Input> {
  records: T[] | null;
  /** A new record (null id) or a change to one: the record as saved. */
  save(id: string | null, input: Input): Promise<T>;
  remove(id: string): Promise<unknown>;
}

/** What a list says about its records, in the page's language: 'Address saved', 'Delete address'... */
export interface SavedRecordsWords {
  saved: string;
  saveFailed: string;
  deleteTitle: string;
  deleteFailed: string;
}

/**
 * Add, edit and delete for a dashboard list: which record is being edited ('new' for a new
 * one), the server's message on failure, and 'Address saved' (its words) on success.
 */
export function useSavedRecords<T extends { _id: string }, Input>(
  store: SavedRecords<T, Input>,
  words: SavedRecordsWords,
) {
  const t = useT();
  // A refusal with a code (a full address book) in the page's language; others as the API words them.
  const { sayError } = useRefusalText();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  // The form replaces the list: once it closes, focus goes to the record just saved (its Edit
  // button) or, after Cancel, back to the list's last button, never lost to the page.
  const section = useRef<HTMLElement>(null);
  const focusAfter = useRef<string | 'list' | null>(null);
  // The saved record may reach the list a render after the form closes: focus waits for it.
  useEffect(() => {
    if (editing || !focusAfter.current || !section.current) return;
    const target = focusAfter.current;
    const buttons = section.current.querySelectorAll<HTMLButtonElement>(
      target === 'list' ? 'button' : `[data-record="${CSS.escape(target)}"] button`,
    );
    const button = target === 'list' ? buttons[buttons.length - 1] : buttons[0];
    if (!button) return;
    focusAfter.current = null;
    button.focus();
  }, [editing, store.records]);
  const closeForm = (focus: string | 'list') => {
    focusAfter.current = focus;
    setEditing(null);
  };

  const save = async (input: Input) => {
    try {
      const saved = await store.save(editing === 'new' || !editing ? null : editing._id, input);
      closeForm(saved._id);
      notify.success(words.saved);
    } catch (error) {
      notify.error(sayError(error) ?? words.saveFailed);
    }
  };

  const remove = async (record: T, question: string) => {
    const answer = await confirm({
      title: words.deleteTitle,
      message: question,
      confirmLabel: t('account.records.delete'),
    });
    if (!answer.confirmed) return;
    try {
      await store.remove(record._id);
    } catch (error) {
      notify.error(sayError(error) ?? words.deleteFailed);
    }
  };

  /** `dialog` is the confirmation asked before a delete: render it with the list. */
  const cancel = () => closeForm('list');
  return { records: store.records, editing, setEditing, cancel, save, remove, dialog, section };
}

/** A query's failure is logged once (the dashboard shows an empty list or no stars instead). */
export function useFailureLog({ isError, error }: { isError: boolean; error?: unknown }, what: string) {
  useEffect(() => {
    if (isError) console.error(`dashboard: failed to load ${what}`, error);
  }, [isError, error, what]);
}

/** A list query's records: null while loading; after a failure (logged) an empty list. */
export function useRecordList<T>(
  result: { currentData?: T[]; isError: boolean; error?: unknown },
  what: string,
): T[] | null {
  useFailureLog(result, what);
  return result.isError ? [] : (result.currentData ?? null);
}
