import type { Product } from '@store/shared/api';
import { sizeFromMeasurements, type AdvisedSizes, type Fit } from '@store/shared/catalog';
import { selectCurrentUser, useAppSelector, useMeasurementProfilesQuery } from '@store/shared/store';
import { TextButton, theme } from '@store/shared/ui';
import styled from 'styled-components';
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
function sizesLabel({ upper, lower, size }: AdvisedSizes): string {
  return [size ?? upper, lower && `waist ${lower}`].filter(Boolean).join(', ');
}

/** The picker's stock keys of the advised sizes ('upper:L', 'lower:34', 'M'). */
const stockKeys = ({ upper, lower, size }: AdvisedSizes) =>
  [upper && `upper:${upper}`, lower && `lower:${lower}`, size].filter((key): key is string => Boolean(key));

/**
 * For a signed-in shopper with saved measurements of this fit: the standard size the size chart
 * gives for each profile, with the measurement that decided it ("chest 41 in → L"), one tap
 * from the picker; when none fits, made to measure from that profile (when the product offers it).
 */
export function SizeAdvice({
  product,
  fit,
  onChoose,
  onMadeToMeasure,
}: {
  product: Pick<Product, 'availability' | 'left' | 'madeToMeasure'>;
  fit: Fit;
  onChoose: (sizes: AdvisedSizes) => void;
  onMadeToMeasure: (measurements: Record<string, string>) => void;
}) {
  const signedIn = Boolean(useAppSelector(selectCurrentUser));
  const { data } = useMeasurementProfilesQuery(undefined, { skip: !signedIn });
  if (!signedIn || !data) return null;
  const advised = data
    .filter((profile) => profile.fit === fit)
    .flatMap((profile) => {
      const advice = sizeFromMeasurements(fit, profile.measurements);
      return advice ? [{ profile, advice }] : [];
    });
  if (advised.length === 0) return null;
  return (
    <Advice aria-label="Your size from your measurements">
      {advised.map(({ profile, advice }) => (
        <li key={profile._id}>
          {advice.fits ? (
            <>
              <p>
                For {profile.name}: <strong>{sizesLabel(advice.sizes)}</strong>
                <small>{advice.reasons.join(' · ')}</small>
              </p>
              {stockKeys(advice.sizes).some((key) => stockNote(product, key).out) ? (
                <small>Out of stock in {sizesLabel(advice.sizes)}</small>
              ) : (
                <TextButton onClick={() => onChoose(advice.sizes)}>Choose {sizesLabel(advice.sizes)}</TextButton>
              )}
            </>
          ) : (
            <>
              <p>
                For {profile.name}: no standard size fits
                <small>{advice.reason}</small>
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
                  Have it made to measure from {profile.name}&apos;s measurements
                </TextButton>
              ) : null}
            </>
          )}
        </li>
      ))}
    </Advice>
  );
}
