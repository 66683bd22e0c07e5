import { REVIEW_MAX_PHOTOS } from '@store/shared/catalog';
import { Button, buttonLook, focusRing, theme, type ButtonVariant } from '@store/shared/ui';
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { photoProblem, readPhoto } from '../photos';

/** A photo of the review being written: what is sent (a kept photo's key, a new one's data URL) and what is shown. */
export interface PickedPhoto {
  send: string;
  preview: string;
}

const Group = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  > span {
    font-weight: ${theme.weight.medium};
  }
`;

const Previews = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  li {
    display: grid;
    gap: 4px;
    width: 96px;
  }
  img {
    display: block;
    width: 96px;
    height: 96px;
    object-fit: cover;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.cream};
  }
  button {
    padding: 0;
  }
`;

/** "Add photos": the file input's label drawn as a button; the input itself stays in the tab order. */
const AddPhotos = styled.label<{ $variant?: ButtonVariant }>`
  ${buttonLook}
  justify-self: start;
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.size.sm};
`;

/**
 * Up to 3 photos for a review: previews with Remove buttons, and "Add photos" while there is
 * room. A file the API would refuse (not a picture, over 5 MB, one too many) is left out and
 * said why on the error line.
 */
export function ReviewPhotoPicker({
  photos,
  onChange,
}: {
  photos: readonly PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
}) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const title = useId();

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const problems: string[] = [];
    const accepted = files.filter((file) => {
      const refused = photoProblem(t, file, file.name);
      if (refused) problems.push(refused);
      return !refused;
    });
    const room = REVIEW_MAX_PHOTOS - photos.length;
    if (accepted.length > room)
      problems.push(t('account.photo.tooMany', { max: REVIEW_MAX_PHOTOS, count: accepted.length - room }));
    try {
      const added = await Promise.all(accepted.slice(0, Math.max(room, 0)).map(readPhoto));
      onChange([...photos, ...added.map((data) => ({ send: data, preview: data }))]);
    } catch {
      problems.push(t('account.photo.unreadable'));
    }
    setProblem(problems.join('. ') || null);
  };

  return (
    <Group role="group" aria-labelledby={title}>
      <span id={title}>{t('account.photo.title', { max: REVIEW_MAX_PHOTOS })}</span>
      {photos.length ? (
        <Previews>
          {photos.map((photo, index) => (
            <li key={index}>
              <img src={photo.preview} alt={t('account.photo.alt', { number: index + 1 })} width={96} height={96} />
              <Button
                type="button"
                $variant="secondary"
                aria-label={t('account.photo.removeLabel', { number: index + 1 })}
                onClick={() => {
                  setProblem(null);
                  onChange(photos.filter((_, other) => other !== index));
                }}
              >
                {t('account.photo.remove')}
              </Button>
            </li>
          ))}
        </Previews>
      ) : null}
      {photos.length < REVIEW_MAX_PHOTOS ? (
        <AddPhotos $variant="secondary">
          {t('account.photo.add')}
          <input type="file" accept="image/*" multiple onChange={(event) => void add(event)} />
        </AddPhotos>
      ) : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Group>
  );
}
