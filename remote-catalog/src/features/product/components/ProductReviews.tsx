import type { Product } from '@store/shared/api';
import { fitVerdictLabel, type FitVerdict } from '@store/shared/catalog';
import { useFormatDate, useLocale } from '@store/shared/i18n';
import { skipToken } from '@store/shared/store';
import { PhotoThumbnails, theme, useNearViewport } from '@store/shared/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { useT, type CatalogT } from '../i18n';
import { productApi } from '../api/productApi';

const Section = styled.section`
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.color.line};
  h2 {
    margin: 0 0 ${theme.space.md};
    font: 600 20px/1.3 ${theme.font.display};
    font-variant-numeric: lining-nums;
  }
`;

const Fit = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.cream};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.md};
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  > li {
    padding-bottom: ${theme.space.md};
    border-bottom: 1px solid ${theme.color.line};
  }
  p {
    margin: 4px 0;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.color.muted};
  }
`;

const Stars = styled.span`
  color: ${theme.color.accent};
  letter-spacing: 2px;
`;

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** 'Most buyers say it is true to size (3 of 5)'. */
function fitLine(t: CatalogT, verdict: FitVerdict, fit: Record<FitVerdict, number>): string {
  const values = { said: fit[verdict], answers: fit.small + fit.true + fit.large };
  if (verdict === 'true') return t('catalog.reviews.mostTrue', values);
  return verdict === 'small' ? t('catalog.reviews.mostSmall', values) : t('catalog.reviews.mostLarge', values);
}

/**
 * Below the product: what buyers said of the fit once enough did, and the newest reviews with
 * words or photos (thumbnails that open larger). Asked for when the shopper scrolls near it (nothing on the page's first load), and
 * absent while there is nothing to show.
 */
export function ProductReviews({ product }: { product: Pick<Product, '_id' | 'rating'> }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormatDate();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor, '400px', Boolean(product.rating));
  const { data } = productApi.useReviewsQuery(near ? product._id : skipToken);
  const shown = data && (data.verdict || data.reviews.length > 0) ? data : null;
  return (
    <div ref={anchor}>
      {shown ? (
        <Section aria-labelledby="reviews-heading">
          <h2 id="reviews-heading">{t('catalog.reviews.heading')}</h2>
          {shown.verdict ? (
            <Fit>
              <strong>{t('catalog.reviews.fit')}</strong> {fitLine(t, shown.verdict, shown.fit)}
            </Fit>
          ) : null}
          {shown.reviews.length ? (
            <List>
              {shown.reviews.map((review, index) => (
                <li key={`${review.reviewer}-${review.at}-${index}`}>
                  <Stars aria-label={t('catalog.reviews.stars', { rating: review.rating })}>
                    {stars(review.rating)}
                  </Stars>
                  {review.review ? <p>{review.review}</p> : null}
                  <PhotoThumbnails
                    photos={review.photos}
                    alt={t('catalog.reviews.photoAlt', { reviewer: review.reviewer })}
                  />
                  <small>
                    {review.reviewer} · {format.date(review.at)}
                    {review.fit ? ` · ${fitVerdictLabel(review.fit, locale)}` : ''}
                  </small>
                </li>
              ))}
            </List>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}
