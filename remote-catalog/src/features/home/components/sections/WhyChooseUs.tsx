import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../../i18n';
import { Band, BandHead } from './Band';

const Points = styled.ul`
  display: grid;
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: repeat(2, 1fr);
  }
  @media (min-width: ${theme.breakpoint.lg}) {
    grid-template-columns: repeat(4, 1fr);
  }
  h3 {
    margin: 0 0 8px;
    font: 600 18px/1.3 ${theme.font.display};
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
    line-height: 1.6;
  }
`;

const POINTS = [
  ['catalog.home.why.measure', 'catalog.home.why.measureText'],
  ['catalog.home.why.hand', 'catalog.home.why.handText'],
  ['catalog.home.why.shipping', 'catalog.home.why.shippingText'],
  ['catalog.home.why.pay', 'catalog.home.why.payText'],
] as const;

/** Home: why shop here. */
export default function WhyChooseUs() {
  const t = useT();
  return (
    <Band $tone="cream" aria-labelledby="home-why">
      <BandHead id="home-why" eyebrow={t('catalog.home.why.eyebrow')} title={t('catalog.home.why.title')} />
      <Points>
        {POINTS.map(([title, text]) => (
          <li key={title}>
            <h3>{t(title)}</h3>
            <p>{t(text)}</p>
          </li>
        ))}
      </Points>
    </Band>
  );
}
