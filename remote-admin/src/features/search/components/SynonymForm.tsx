import { newSearchSynonymSchema, type NewSearchSynonym } from '@store/shared/schemas';
import { Button } from '@store/shared/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CheckedField } from '../../../components/CheckedField';

/** The words as the desk types them: comma-separated, each trimmed, empty ones dropped. */
export const wordsOf = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * A synonym: two or more words, comma-separated, that find each other; one way, the first finds
 * the rest but not back (a misspelling finds the right word, never the reverse). `initial` is a
 * search that found nothing, put first with the caret after it: she types the word it meant.
 */
export function SynonymForm({
  initial,
  onSave,
}: {
  initial: { words: string; oneWay: boolean; at: number } | null;
  onSave: (synonym: NewSearchSynonym) => Promise<boolean>;
}) {
  const [words, setWords] = useState('');
  const [oneWay, setOneWay] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const boxId = useId();

  // A new "Add a synonym" (its `at` changes) fills the form and puts the caret at its end.
  useEffect(() => {
    if (!initial) return;
    setWords(initial.words);
    setOneWay(initial.oneWay);
    setError('');
    const element = document.getElementById(boxId);
    if (!(element instanceof HTMLInputElement)) return;
    element.focus();
    element.setSelectionRange(initial.words.length, initial.words.length);
  }, [initial, boxId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = newSearchSynonymSchema.safeParse({ words: wordsOf(words), oneWay });
    if (!parsed.success) return setError(`Words ${parsed.error.issues[0]?.message ?? 'are not valid'}`);
    setError('');
    setBusy(true);
    const saved = await onSave(parsed.data);
    setBusy(false);
    if (saved) {
      setWords('');
      setOneWay(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a synonym">
      <CheckedField
        id={boxId}
        label="Words (comma-separated)"
        placeholder="lengha, lehenga"
        value={words}
        error={error}
        onChange={(event) => setWords(event.target.value)}
      />
      <label>
        <input type="checkbox" checked={oneWay} onChange={(event) => setOneWay(event.target.checked)} /> One way: the
        first word finds the others, not back
      </label>{' '}
      <Button type="submit" disabled={busy}>
        Save synonym
      </Button>
    </form>
  );
}
