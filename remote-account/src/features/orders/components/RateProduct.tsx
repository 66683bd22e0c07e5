import { useLocale } from '@store/shared/i18n';
import { serverMessage } from '@store/shared/api';
import { FIT_VERDICTS, fitVerdictLabel, REVIEW_MAX_LENGTH, type FitVerdict } from '@store/shared/catalog';
import { Button, focusRing, notify, TextAreaField, TextButton, theme, visuallyHidden } from '@store/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useRateProductMutation, type MyRating } from '../api/ordersApi';
import { ReviewPhotoPicker, type PickedPhoto } from './ReviewPhotoPicker';

const Row = styled.div`
  display: flex;
  gap: ${theme.space.sm};
`;

/**
 * Five radios, one per star: each label is a 44 px square around its glyph, named '4 stars' by
 * its input (arrow keys move along them, as in any radio group).
 */
const Stars = styled.fieldset`
  display: inline-flex;
  align-items: center;
  margin: 0 0 0 4px;
  padding: 0;
  border: 0;
  legend {
    ${visuallyHidden}
  }
  label {
    position: relative;
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    cursor: pointer;
    font-size: 24px;
    line-height: 1;
    color: ${theme.color.muted};
  }
  label[data-lit='true'] {
    color: ${theme.color.accent};
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  label:has(input:focus-visible) {
    ${focusRing}
  }
`;

const Review = styled.form`
  display: grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0 0;
  max-width: 520px;
  fieldset {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 4px;
    font-weight: ${theme.weight.medium};
  }
  fieldset label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${theme.color.line};
    border-radius: 4px;
  }
`;

/** The review's stored photos, shown by their thumbnails and sent back by key to keep them. */
const keptPhotos = (rating?: Pick<MyRating, 'photos'>): PickedPhoto[] =>
  (rating?.photos ?? []).map((photo) => ({ send: photo.key, preview: photo.thumbnailUrl }));

/**
 * Five stars for a product of a delivered order; choosing one saves it (and replaces an earlier
 * one). Once rated, a few words, how it fitted and up to 3 photos can follow: they show on the
 * product's page.
 */
export function RateProduct({ productId, name, saved }: { productId: string; name: string; saved?: MyRating }) {
  const t = useT();
  const locale = useLocale();
  const [rating, setRating] = useState(saved?.rating ?? 0);
  const [hover, setHover] = useState(0);
  const [writing, setWriting] = useState(false);
  const [review, setReview] = useState(saved?.review ?? '');
  const [fit, setFit] = useState<FitVerdict | null>(saved?.fit ?? null);
  const [photos, setPhotos] = useState<PickedPhoto[]>(() => keptPhotos(saved));
  const group = useId();
  const [rateProduct, { isLoading }] = useRateProductMutation();

  const choose = async (value: number) => {
    const before = rating;
    setRating(value);
    try {
      await rateProduct({ productId, rating: value }).unwrap();
      notify.success(t('account.rate.thanks', { name }));
    } catch (error) {
      setRating(before);
      notify.error(serverMessage(error) ?? t('account.rate.failed'));
    }
  };

  const saveReview = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const rated = await rateProduct({
        productId,
        rating,
        review,
        fit,
        photos: photos.map((photo) => photo.send),
      }).unwrap();
      // Stored now: a later edit keeps them by key rather than sending them again.
      setPhotos(keptPhotos(rated));
      setWriting(false);
      notify.success(
        review.trim() || photos.length ? t('account.review.thanks', { name }) : t('account.review.removed'),
      );
    } catch (error) {
      notify.error(serverMessage(error) ?? t('account.review.failed'));
    }
  };

  const lit = hover || rating;
  return (
    <>
      <Stars onMouseLeave={() => setHover(0)}>
        <legend>{t('account.rate.legend', { name })}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} data-lit={value <= lit} onMouseEnter={() => setHover(value)}>
            <input
              type="radio"
              name={group}
              value={value}
              checked={rating === value}
              aria-label={t('account.rate.stars', { count: value })}
              onChange={() => void choose(value)}
            />
            <span aria-hidden="true">{value <= lit ? '★' : '☆'}</span>
          </label>
        ))}
      </Stars>
      {rating > 0 && !writing ? (
        <div>
          <TextButton onClick={() => setWriting(true)}>
            {saved?.review || saved?.fit || saved?.photos?.length
              ? t('account.review.edit', { name })
              : t('account.review.write', { name })}
          </TextButton>
        </div>
      ) : null}
      {writing ? (
        <Review aria-label={t('account.review.form', { name })} onSubmit={saveReview}>
          <fieldset>
            <legend>{t('account.review.fit')}</legend>
            {FIT_VERDICTS.map((verdict) => (
              <label key={verdict}>
                <input type="radio" name={`${group}-fit`} checked={fit === verdict} onChange={() => setFit(verdict)} />
                {fitVerdictLabel(verdict, locale)}
              </label>
            ))}
            <label>
              <input type="radio" name={`${group}-fit`} checked={fit === null} onChange={() => setFit(null)} />
              {t('account.review.noFit')}
            </label>
          </fieldset>
          <TextAreaField
            label={t('account.review.text')}
            value={review}
            maxLength={REVIEW_MAX_LENGTH}
            rows={3}
            onChange={(event) => setReview(event.target.value)}
          />
          <ReviewPhotoPicker photos={photos} onChange={setPhotos} />
          <Row>
            <Button type="submit" disabled={isLoading}>
              {isLoading && photos.length ? t('account.review.sendingPhotos') : t('account.review.save')}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setWriting(false)}>
              {t('account.cancel')}
            </Button>
          </Row>
        </Review>
      ) : null}
    </>
  );
}
