import { serverMessage } from '@store/shared/api';
import { notify, useConfirm, useLoad } from '@store/shared/ui';
import { useEffect, useRef, useState } from 'react';

/** The calls behind one of the customer's own collections (addresses, measurement profiles). */
export interface SavedRecordsApi<T extends { _id: string }, Input> {
  load(signal: AbortSignal): Promise<T[]>;
  create(input: Input): Promise<T>;
  update(id: string, input: Input): Promise<T>;
  remove(id: string): Promise<void>;
}

/**
 * Load, add, edit and delete for a dashboard list: which record is being edited ('new' for a
 * new one), the server's message on failure, and '{Noun} saved' on success.
 */
export function useSavedRecords<T extends { _id: string }, Input>(api: SavedRecordsApi<T, Input>, noun: string) {
  // The api object is a module constant: this loads once.
  const { data: records, update: setRecords } = useLoad((signal) => api.load(signal), [api], {
    fallback: [] as T[],
    onError: (error) => console.error(`dashboard: failed to load ${noun}es`, error),
  });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const { confirm, dialog } = useConfirm();
  // The form replaces the list: once it closes, focus goes to the record just saved (its Edit
  // button) or, after Cancel, back to the list's last button, never lost to the page.
  const section = useRef<HTMLElement>(null);
  const focusAfter = useRef<string | 'list' | null>(null);
  useEffect(() => {
    if (editing || !focusAfter.current || !section.current) return;
    const target = focusAfter.current;
    focusAfter.current = null;
    const buttons = section.current.querySelectorAll<HTMLButtonElement>(
      target === 'list' ? 'button' : `[data-record="${CSS.escape(target)}"] button`,
    );
    (target === 'list' ? buttons[buttons.length - 1] : buttons[0])?.focus();
  }, [editing]);
  const closeForm = (focus: string | 'list') => {
    focusAfter.current = focus;
    setEditing(null);
  };

  const save = async (input: Input) => {
    try {
      const saved = editing === 'new' || !editing ? await api.create(input) : await api.update(editing._id, input);
      setRecords((list) =>
        editing === 'new' ? [...(list ?? []), saved] : (list ?? []).map((r) => (r._id === saved._id ? saved : r)),
      );
      closeForm(saved._id);
      notify.success(`${noun.charAt(0).toUpperCase()}${noun.slice(1)} saved`);
    } catch (error) {
      notify.error(serverMessage(error) ?? `Could not save the ${noun}.`);
    }
  };

  const remove = async (record: T, question: string) => {
    const answer = await confirm({ title: `Delete ${noun}`, message: question, confirmLabel: 'Delete' });
    if (!answer.confirmed) return;
    try {
      await api.remove(record._id);
      setRecords((list) => (list ?? []).filter((r) => r._id !== record._id));
    } catch (error) {
      notify.error(serverMessage(error) ?? `Could not delete the ${noun}.`);
    }
  };

  /** `dialog` is the confirmation asked before a delete: render it with the list. */
  const cancel = () => closeForm('list');
  return { records, editing, setEditing, cancel, save, remove, dialog, section };
}
