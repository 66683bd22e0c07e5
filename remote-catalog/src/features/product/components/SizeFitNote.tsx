import type { Product } from '@store/shared/api';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';
import { useT } from '../i18n';

const Note = styled.p`
  margin: 0 0 12px;
  font-size: ${theme.size.sm};
  color: ${theme.color.ink};
`;

/** A stock key's size as the picker shows it: 'upper:M' -> 'M', 'lower:34' -> '34'. */
const sizeOf = (key: string) => key.split(':').pop() ?? key;

/**
 * How the piece runs, by what its buyers said (the product answer's sizeFit, drawn on the
 * server): "Runs small in M, L: most buyers chose one size up". Nothing while no size runs off.
 */
export function SizeFitNote({ sizeFit }: Pick<Product, 'sizeFit'>) {
  const t = useT();
  const keys = Object.keys(sizeFit ?? {});
  const running = (runs: 'small' | 'large') =>
    keys
      .filter((key) => sizeFit?.[key] === runs)
      .map(sizeOf)
      .join(', ');
  const small = running('small');
  const large = running('large');
  if (!small && !large) return null;
  return (
    <>
      {small ? <Note>{t('catalog.fit.runsSmall', { sizes: small })}</Note> : null}
      {large ? <Note>{t('catalog.fit.runsLarge', { sizes: large })}</Note> : null}
    </>
  );
}
