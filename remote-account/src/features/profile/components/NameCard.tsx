import { serverMessage } from '@store/shared/api';
import { selectCurrentUser, signedIn, useAppDispatch, useAppSelector } from '@store/shared/store';
import { Button, ErrorText, Field, notify, theme } from '@store/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useSaveNameMutation } from '../api/profileApi';

const Card = styled.section<{ $asking: boolean }>`
  margin-bottom: ${theme.space.lg};
  padding: ${({ $asking }) => ($asking ? theme.space.lg : '0')};
  background: ${({ $asking }) => ($asking ? theme.color.cream : 'transparent')};
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0 ${theme.space.sm};
  }
  label {
    flex: 1 1 240px;
  }
  button {
    margin-bottom: ${theme.space.md};
  }
`;

/** Remembered per phone: the customer skipped the question, so it is not asked again. */
const skippedKey = (phone: string) => `name_prompt_skipped:${phone}`;

/**
 * The customer's name (the header shows its initial). Without one, the dashboard asks once,
 * with Skip; skipped or saved, it stays a plain field to change it.
 */
export function NameCard() {
  const dispatch = useAppDispatch();
  const t = useT();
  const user = useAppSelector(selectCurrentUser);
  const phone = user?.phone ?? '';
  const [name, setName] = useState(user?.name ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [skippedNow, setSkipped] = useState(false);
  const [saveName] = useSaveNameMutation();
  if (!user) return null;
  const skipped = skippedNow || Boolean(phone && localStorage.getItem(skippedKey(phone)));
  const asking = !user.name && !skipped;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const saved = await saveName(name).unwrap();
      dispatch(signedIn(saved));
      setName(saved.name ?? '');
      notify.success(t('account.name.saved'));
    } catch (failure) {
      setError(serverMessage(failure, ['name']) ?? t('account.name.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const skip = () => {
    localStorage.setItem(skippedKey(phone), '1');
    setSkipped(true);
  };

  return (
    <Card aria-labelledby="your-name" $asking={asking}>
      <h2 id="your-name">{asking ? t('account.name.ask') : t('account.name.title')}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <Field
          label={t('account.name.label')}
          autoComplete="name"
          value={name}
          maxLength={80}
          aria-invalid={Boolean(error)}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('account.name.save')}
        </Button>
        {asking ? (
          <Button type="button" $variant="ghost" onClick={skip}>
            {t('account.name.skip')}
          </Button>
        ) : null}
      </form>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Card>
  );
}
