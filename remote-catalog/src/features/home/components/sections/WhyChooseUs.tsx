import { theme } from '@store/shared/ui';
import styled from 'styled-components';
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
  ['Made to measure', 'Pick a standard size or give us your measurements in inches; we tailor every garment to them.'],
  ['Finished by hand', 'Our karigars cut, stitch and finish each piece in our own atelier.'],
  ['Free shipping, GST included', 'The price you see is the price you pay, delivered anywhere in India.'],
  ['Pay 20% now', 'Reserve your order with a fifth of the total by card and pay the rest later.'],
] as const;

/** Home: why shop here. */
export default function WhyChooseUs() {
  return (
    <Band $tone="cream" aria-labelledby="home-why">
      <BandHead id="home-why" eyebrow="The Elegance promise" title="Why choose us" />
      <Points>
        {POINTS.map(([title, text]) => (
          <li key={title}>
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Points>
    </Band>
  );
}
