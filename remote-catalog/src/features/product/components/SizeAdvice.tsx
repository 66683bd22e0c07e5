import type { Product } from '@store/shared/api';
import { sizeFromMeasurements, type AdvisedSizes, type Fit, type SizeReason } from '@store/shared/catalog';
import { selectCurrentUser, useAppSelector, useMeasurementProfilesQuery } from '@store/shared/store';
import { TextButton, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT, type CatalogKey, type CatalogT } from '../i18n';
import { stockNote } from '../sizeSelection';

const Advice = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 12px 14px;
  background: ${theme.color.cream};
  font-size: ${theme.size.sm};
  li + li {
    margin-top: 10px;
  }
  p {
    margin: 0;
  }
  small {
    display: block;
    margin-top: 2px;
    font-size: ${theme.size.sm};
    color: ${theme.color.ink};
  }
`;

/** 'L, waist 34' or 'M': the advised sizes as the shopper reads them. */
function sizesLabel(t: CatalogT, { upper, lower, size }: AdvisedSizes): string {
  const first = size ?? upper;
  if (!lower) return first ?? '';
  return first
    ? t('catalog.advice.sizeAndWaist', { size: first, waist: lower })
    : t('catalog.advice.waist', { waist: lower });
}

/** The measurements a reason names, as the size chart reads them. */
const REASON_PARTS: Partial<Record<string, CatalogKey>> = {
  chest: 'catalog.advice.part.chest',
  shoulder: 'catalog.advice.part.shoulder',
  neck: 'catalog.advice.part.neck',
  bust: 'catalog.advice.part.bust',
  waist: 'catalog.advice.part.waist',
  hips: 'catalog.advice.part.hips',
};

/** Inches as the chart writes them: whole, or to a tenth. */
const inches = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/** Why sizeFromMeasurements advised a size, or none, in the page's language ('chest 40 in → L'). */
function reasonText(t: CatalogT, reason: SizeReason): string {
  if (reason.kind === 'runs')
    return t(reason.runs === 'small' ? 'catalog.advice.runsSmall' : 'catalog.advice.runsLarge', {
      from: reason.from,
      size: reason.size,
    });
  if (reason.kind === 'beyondWaists')
    return t('catalog.advice.beyondWaists', { value: inches(reason.value), largest: reason.largestWaist });
  const key = REASON_PARTS[reason.field];
  const part = key ? t(key) : reason.field;
  if (reason.kind === 'beyondChart')
    return t('catalog.advice.beyondChart', {
      part,
      value: inches(reason.value),
      size: reason.largestSize,
      largest: inches(reason.largestValue),
    });
  return t('catalog.advice.reads', { part, value: inches(reason.value), size: reason.size });
}

/** The picker's stock keys of the advised sizes ('upper:L', 'lower:34', 'M'). */
const stockKeys = ({ upper, lower, size }: AdvisedSizes) =>
  [upper && `upper:${upper}`, lower && `lower:${lower}`, size].filter((key): key is string => Boolean(key));

/**
 * For a signed-in shopper with saved measurements of this fit: the standard size the size chart
 * gives for each profile, with the measurement that decided it ("chest 41 in → L"), moved one
 * size where buyers say the piece's size runs small or large (and saying so), one tap from the
 * picker; when none fits, made to measure from that profile (when the product offers it).
 */
export function SizeAdvice({
  product,
  fit,
  onChoose,
  onMadeToMeasure,
}: {
  product: Pick<Product, 'availability' | 'left' | 'madeToMeasure' | 'sizeFit'>;
  fit: Fit;
  onChoose: (sizes: AdvisedSizes) => void;
  onMadeToMeasure: (measurements: Record<string, string>) => void;
}) {
  const t = useT();
  const signedIn = Boolean(useAppSelector(selectCurrentUser));
  const { data } = useMeasurementProfilesQuery(undefined, { skip: !signedIn });
  if (!signedIn || !data) return null;
  const advised = data
    .filter((profile) => profile.fit === fit)
    .flatMap((profile) => {
      const advice = sizeFromMeasurements(fit, profile.measurements, product.sizeFit);
      return advice ? [{ profile, advice }] : [];
    });
  if (advised.length === 0) return null;
  return (
    <Advice aria-label={t('catalog.advice.label')}>
      {advised.map(({ profile, advice }) => (
        <li key={profile._id}>
          {advice.fits ? (
            <>
              <p>
                {t('catalog.advice.for', { name: profile.name })} <strong>{sizesLabel(t, advice.sizes)}</strong>
                <small>{advice.reasons.map((reason) => reasonText(t, reason)).join(' · ')}</small>
              </p>
              {stockKeys(advice.sizes).some((key) => stockNote(product, key).out) ? (
                <small>{t('catalog.advice.outIn', { sizes: sizesLabel(t, advice.sizes) })}</small>
              ) : (
                <TextButton onClick={() => onChoose(advice.sizes)}>
                  {t('catalog.advice.choose', { sizes: sizesLabel(t, advice.sizes) })}
                </TextButton>
              )}
            </>
          ) : (
            <>
              <p>
                {t('catalog.advice.noneFits', { name: profile.name })}
                <small>{reasonText(t, advice.reason)}</small>
              </p>
              {product.madeToMeasure ? (
                <TextButton
                  type="button"
                  onClick={() =>
                    onMadeToMeasure(
                      Object.fromEntries(Object.entries(profile.measurements).map(([field, v]) => [field, String(v)])),
                    )
                  }
                >
                  {t('catalog.advice.madeToMeasure', { name: profile.name })}
                </TextButton>
              ) : null}
            </>
          )}
        </li>
      ))}
    </Advice>
  );
}
