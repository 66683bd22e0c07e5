import type { Product } from '@store/shared/api';
import { FIT_VERDICTS, fitVerdict, fitVerdictLabel, type FitVerdict } from '@store/shared/catalog';
import { useFormatDate, useLocale } from '@store/shared/i18n';
import { skipToken } from '@store/shared/store';
import { PhotoThumbnails, theme, useNearViewport, visuallyHidden } from '@store/shared/ui';
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
  margin: 0 0 ${theme.space.sm};
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

/** The average, the stars' bars and the fit's shares: side by side on wide screens. */
const Summary = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin-bottom: ${theme.space.lg};
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Average = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.size.lg};
  font-variant-numeric: lining-nums;
`;

/** One row per answer: its name, a bar of its share, its count or share. Drawn by CSS alone (server-drawn, no script). */
const Bars = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  > div {
    position: relative;
    display: grid;
    grid-template-columns: 7.5em minmax(0, 1fr) 3.5em;
    align-items: center;
    gap: ${theme.space.sm};
    font-size: ${theme.size.sm};
    font-variant-numeric: tabular-nums lining-nums;
  }
  > div > span:nth-child(3) {
    text-align: right;
    color: ${theme.color.muted};
  }
`;

const Bar = styled.span`
  height: 8px;
  background: ${theme.color.sand};
  border-radius: ${theme.radius.pill};
  overflow: hidden;
  > span {
    display: block;
    height: 100%;
    background: ${theme.color.accent};
  }
`;

/** The row as one sentence for screen readers; the eye reads the name, the bar and the count. */
const Said = styled.span`
  ${visuallyHidden}
`;

const Note = styled.p`
  margin: 0 0 ${theme.space.md};
  color: ${theme.color.muted};
`;

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** A whole percentage of the total; 0 when nothing was counted. */
const share = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 100) : 0);

/** 'Most buyers say it is true to size (3 of 5)'. */
function fitLine(t: CatalogT, verdict: FitVerdict, fit: Record<FitVerdict, number>): string {
  const values = { said: fit[verdict], answers: fit.small + fit.true + fit.large };
  if (verdict === 'true') return t('catalog.reviews.mostTrue', values);
  return verdict === 'small' ? t('catalog.reviews.mostSmall', values) : t('catalog.reviews.mostLarge', values);
}

/** Rows of bars: each answer's share of `total`, with its count (read out as one sentence). */
function ShareRows({
  rows,
  total,
}: {
  /** `shown`: what the row's end reads (a count, or a share). */
  rows: { key: string; name: string; count: number; shown: string; said: string }[];
  total: number;
}) {
  return (
    <Bars>
      {rows.map((row) => (
        <div key={row.key}>
          <span aria-hidden="true">{row.name}</span>
          <Bar aria-hidden="true">
            <span style={{ width: `${share(row.count, total)}%` }} />
          </Bar>
          <span aria-hidden="true">{row.shown}</span>
          <Said>{row.said}</Said>
        </div>
      ))}
    </Bars>
  );
}

/** The stars from 5 down to 1, each with how many buyers gave it. */
function StarBreakdown({ counts }: { counts: readonly number[] }) {
  const t = useT();
  const total = counts.reduce((sum, count) => sum + count, 0);
  const rows = [5, 4, 3, 2, 1].map((rating) => {
    const count = counts[rating - 1] ?? 0;
    return {
      key: String(rating),
      name: t('catalog.reviews.starRow', { rating }),
      count,
      shown: String(count),
      said: t('catalog.reviews.starShare', { rating, count, share: share(count, total) }),
    };
  });
  return <ShareRows rows={rows} total={total} />;
}

/** How the piece fits by its buyers' answers: each answer's share, and what most said once enough did. */
function FitSummary({ fit }: { fit: Record<FitVerdict, number> }) {
  const t = useT();
  const locale = useLocale();
  const answers = fit.small + fit.true + fit.large;
  const verdict = fitVerdict(fit);
  const said =
    answers === 0
      ? t('catalog.reviews.noFit')
      : verdict
        ? fitLine(t, verdict, fit)
        : t('catalog.reviews.fitAnswers', { answers });
  const rows = FIT_VERDICTS.map((answer) => ({
    key: answer,
    name: fitVerdictLabel(answer, locale),
    count: fit[answer],
    shown: `${share(fit[answer], answers)}%`,
    said: t('catalog.reviews.fitShare', {
      fit: fitVerdictLabel(answer, locale),
      count: fit[answer],
      share: share(fit[answer], answers),
    }),
  }));
  return (
    <div>
      <Fit>
        <strong>{t('catalog.reviews.fit')}</strong> {said}
      </Fit>
      {answers > 0 ? <ShareRows rows={rows} total={answers} /> : null}
    </div>
  );
}

/**
 * Below a rated product: its average and ratings count, the stars from 5 to 1 and the fit's
 * shares (all from the product's own answer, so the page is drawn with them on the server),
 * then the newest reviews with words or photos (thumbnails that open larger), asked for when the
 * shopper scrolls near them; with none written, a line says so rather than leaving the ratings
 * with nothing to read. Absent for a product nobody has rated.
 */
export function ProductReviews({ product }: { product: Pick<Product, '_id' | 'rating'> }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormatDate();
  const anchor = useRef<HTMLDivElement>(null);
  const { rating } = product;
  const near = useNearViewport(anchor, '400px', Boolean(rating));
  const { data } = productApi.useReviewsQuery(near ? product._id : skipToken);
  const breakdown = rating?.breakdown;
  const fit = breakdown?.fit ?? data?.fit;
  // Known from the product's answer at once, or from the reviews once read (they win: a review hidden since).
  const noneWritten = data ? data.reviews.length === 0 : breakdown?.written === 0;
  return (
    <div ref={anchor}>
      {rating ? (
        <Section aria-labelledby="reviews-heading">
          <h2 id="reviews-heading">{t('catalog.reviews.heading')}</h2>
          <Summary>
            <div>
              <Average>
                <Stars aria-hidden="true">{stars(Math.round(rating.average))}</Stars>{' '}
                {t('catalog.reviews.average', { rating: rating.average.toFixed(1), count: rating.count })}
              </Average>
              {breakdown ? <StarBreakdown counts={breakdown.stars} /> : null}
            </div>
            {fit ? <FitSummary fit={fit} /> : null}
          </Summary>
          {noneWritten ? <Note>{t('catalog.reviews.noneWritten')}</Note> : null}
          {data?.reviews.length ? (
            <List>
              {data.reviews.map((review, index) => (
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
