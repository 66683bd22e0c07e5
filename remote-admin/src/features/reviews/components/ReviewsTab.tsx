import { serverMessage } from '@store/shared/api';
import { FIT_VERDICT_LABELS } from '@store/shared/catalog';
import { formatIndiaDate } from '@store/shared/format';
import { Button, notify, PageTitle, PhotoThumbnails, StatusText, theme } from '@store/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { reviewsApi } from '../api/reviewsApi';

const Reviews = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: flex-start;
    justify-content: space-between;
    padding: 12px 0;
    border-bottom: 1px solid ${theme.color.line};
  }
  > li > div {
    flex: 1 1 280px;
    min-width: 0;
  }
  p {
    margin: 4px 0;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${theme.color.muted};
  }
  > li > button {
    min-width: 96px;
  }
  > li[data-hidden='true'] p {
    color: ${theme.color.muted};
    text-decoration: line-through;
  }
  > li[data-hidden='true'] img {
    opacity: 0.5;
  }
`;

/**
 * Shoppers' reviews, newest first, each with who wrote it (the account's masked phone or
 * e-mail, and the orders it bought the product in), so two 'Asha R.'s are told apart. Hide
 * takes a review's words and photos off the product page; the stars still count. Show puts
 * them back.
 */
export function ReviewsTab() {
  const listed = reviewsApi.useAdminReviewsQuery();
  const reviews = listed.data ?? null;
  const [setReviewHidden] = reviewsApi.useSetReviewHiddenMutation();
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (review: { productId: string; customerId: string; hidden: boolean; productName: string }) => {
    const key = `${review.productId}:${review.customerId}`;
    setBusy(key);
    try {
      const { hidden } = await setReviewHidden({ ...review, hidden: !review.hidden }).unwrap();
      notify.success(hidden ? `Review of ${review.productName} hidden` : `Review of ${review.productName} shown again`);
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Could not change the review; try again');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section>
      <PageTitle>Reviews</PageTitle>
      {listed.isError && !reviews ? (
        <StatusText role="alert">
          Could not load the reviews.{' '}
          <Button type="button" $variant="ghost" onClick={() => void listed.refetch()}>
            Try again
          </Button>
        </StatusText>
      ) : reviews === null ? (
        <StatusText role="status">Loading...</StatusText>
      ) : reviews.length === 0 ? (
        <StatusText>No reviews yet.</StatusText>
      ) : (
        <Reviews aria-label="Reviews">
          {reviews.map((review) => {
            const key = `${review.productId}:${review.customerId}`;
            return (
              <li key={key} data-hidden={review.hidden}>
                <div>
                  <strong>{review.productName}</strong> ·{' '}
                  <span aria-label={`${review.rating} of 5 stars`}>
                    {'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}
                  </span>
                  {review.fit ? ` · ${FIT_VERDICT_LABELS[review.fit]}` : ''}
                  {review.review ? <p>{review.review}</p> : null}
                  <PhotoThumbnails photos={review.photos} alt={`Photo from ${review.reviewer}'s review`} />
                  <small>
                    {review.reviewer} · {formatIndiaDate(review.at)}
                    {review.hidden ? ' · hidden from the product page' : ''}
                  </small>
                  <small>
                    {review.contact}
                    {review.orderNumbers.length ? ` · ${review.orderNumbers.join(', ')}` : ''}
                  </small>
                </div>
                <Button type="button" $variant="secondary" disabled={busy === key} onClick={() => void toggle(review)}>
                  {review.hidden ? 'Show' : 'Hide'}
                </Button>
              </li>
            );
          })}
        </Reviews>
      )}
    </section>
  );
}
