import { firstImageUrl, imageUrl, type Product } from '@store/shared/api';
import { formatRs } from '@store/shared/format';
import {
  cartOpened,
  itemAdded,
  makeItemId,
  selectCartItems,
  useAppDispatch,
  useAppSelector,
} from '@store/shared/store';
import { Button, ImageWithFallback, notify, SelectField, TextButton, theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { productText } from '@store/shared/catalog';
import { useLocale } from '@store/shared/i18n';
import { useT, type CatalogT } from '../i18n';
import { soldOutSizes, StockAlertBox } from '../../../components/StockAlerts';
import { bagSize, sizeStock } from '../sizeStock';

const Card = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${theme.space.md};
  padding: ${theme.space.md} 0;
  border-bottom: 1px solid ${theme.color.line};
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 160px minmax(0, 1fr);
    gap: ${theme.space.lg};
  }
`;

const Picture = styled(Link)`
  display: block;
  aspect-ratio: 4 / 5;
  background: ${theme.color.cream};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  h2 {
    margin: 0;
    font: ${theme.weight.medium} ${theme.size.md} / 1.35 ${theme.font.body};
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover {
    text-decoration: underline;
  }
`;

const Price = styled.p`
  margin: 2px 0 ${theme.space.sm};
  font-weight: ${theme.weight.semibold};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 6px;
  margin-bottom: ${theme.space.xs};
  font-size: ${theme.size.xs};
`;

/** A men's set's part ('Upper', 'Waist') before its sizes. */
const Part = styled.span`
  min-width: 44px;
  color: ${theme.color.muted};
`;

/** One size and its stock, in words (colour only adds to them). */
const Chip = styled.span<{ $state: 'in_stock' | 'low' | 'out' }>`
  padding: 3px 6px;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.sm};
  white-space: nowrap;
  color: ${({ $state }) => ($state === 'out' ? theme.color.muted : $state === 'low' ? theme.color.danger : theme.color.ink)};
  background: ${({ $state }) => ($state === 'out' ? theme.color.paper : theme.color.successSoft)};
  b {
    font-weight: ${theme.weight.semibold};
    text-decoration: ${({ $state }) => ($state === 'out' ? 'line-through' : 'none')};
  }
`;

/** The alert under the piece: the card's whole width on a phone, under the details on wider screens. */
const Alert = styled.div`
  grid-column: 1 / -1;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-column: 2;
  }
  > section {
    margin: 0;
  }
`;

const Buy = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 ${theme.space.sm};
  margin-top: ${theme.space.sm};
  > div {
    flex: 1 1 110px;
    margin-bottom: ${theme.space.sm};
  }
  > button {
    flex: 1 1 140px;
    margin-bottom: ${theme.space.sm};
  }
`;

const Remove = styled(TextButton)`
  flex: none;
  color: ${theme.color.muted};
  font-weight: ${theme.weight.medium};
`;

const Out = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.size.sm};
  color: ${theme.color.muted};
`;

/** The size pickers of a piece that can be bought: only sizes in stock are offered. */
function buyableSizes(product: Product, t: CatalogT) {
  return sizeStock(product, t).map((group) => ({
    ...group,
    sizes: group.sizes.filter((size) => size.state !== 'out'),
  }));
}

/** A saved piece on the wishlist: picture, name, price, each size's stock, add to bag in a size, remove, alerts. */
export function SavedPiece({ product, onRemove }: { product: Product; onRemove: () => void }) {
  const t = useT();
  const { name } = productText(product, useLocale());
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCartItems);
  const [picked, setPicked] = useState({ upper: '', lower: '', size: '' });
  const [alerting, setAlerting] = useState(false);
  const groups = sizeStock(product, t);
  const buyable = buyableSizes(product, t);
  const anyOut = soldOutSizes(product).length > 0;

  const addToBag = (event: FormEvent) => {
    event.preventDefault();
    const size = bagSize(product.category, picked);
    if (size === undefined) {
      notify.warning(product.category === 'mens' ? t('catalog.size.selectBoth') : t('catalog.size.select'));
      return;
    }
    const item = {
      productId: product._id,
      name: product.name,
      nameHi: product.nameHi ?? null,
      size,
      price: product.price,
      image: firstImageUrl(product) ?? '',
    };
    if (cart.some((line) => line.itemId === makeItemId(item.productId, size))) {
      notify.info(t('catalog.purchase.already'));
      return;
    }
    dispatch(itemAdded(item));
    notify.success(t('catalog.purchase.added'), {
      label: t('catalog.purchase.viewBag'),
      run: () => dispatch(cartOpened()),
    });
  };

  const picker = (label: string, field: 'upper' | 'lower' | 'size', options: { key: string; size: string }[]) => (
    <SelectField
      label={label}
      value={picked[field]}
      onChange={(event) => setPicked({ ...picked, [field]: event.target.value })}
    >
      <option value="">{t('catalog.wishlist.choose')}</option>
      {options.map((option) => (
        <option key={option.key} value={option.size}>
          {option.size}
        </option>
      ))}
    </SelectField>
  );

  return (
    <Card data-testid="saved-piece">
      <Picture to={`/product/${product._id}`} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback
          src={imageUrl(firstImageUrl(product), { w: 320, q: 80 })}
          alt=""
          width={160}
          height={200}
          loading="lazy"
        />
      </Picture>
      <div>
        <Head>
          <h2>
            <Link to={`/product/${product._id}`}>{name}</Link>
          </h2>
          <Remove aria-label={t('catalog.wishlist.removeNamed', { name })} onClick={onRemove}>
            {t('catalog.wishlist.remove')}
          </Remove>
        </Head>
        <Price>{formatRs(product.price)}</Price>
        <div aria-label={t('catalog.wishlist.sizesOf', { name })} role="group">
          {groups.map((group) => (
            <Group key={group.label}>
              {group.label ? <Part>{group.label}</Part> : null}
              {group.sizes.map((size) => (
                <Chip key={size.key} $state={size.state}>
                  {product.category === 'accessories' ? null : <b>{size.size} </b>}
                  {size.words}
                </Chip>
              ))}
            </Group>
          ))}
        </div>
        {product.soldOut ? (
          <Out>
            {t('catalog.card.soldOut')}
            {product.madeToMeasure ? (
              <>
                : <Link to={`/product/${product._id}`}>{t('catalog.wishlist.madeToMeasure')}</Link>
              </>
            ) : null}
          </Out>
        ) : (
          <Buy onSubmit={addToBag} aria-label={t('catalog.wishlist.addNamed', { name })}>
            {product.category === 'mens' ? (
              <>
                {picker(t('catalog.size.upper'), 'upper', buyable[0]?.sizes ?? [])}
                {picker(t('catalog.wishlist.waist'), 'lower', buyable[1]?.sizes ?? [])}
              </>
            ) : product.category === 'womens' ? (
              picker(t('catalog.size.label'), 'size', buyable[0]?.sizes ?? [])
            ) : null}
            <Button type="submit" $variant="secondary">
              {t('catalog.wishlist.addToBag')}
            </Button>
          </Buy>
        )}
      </div>
      {anyOut ? (
        <Alert>
          {alerting ? (
            <StockAlertBox product={product} />
          ) : (
            <TextButton aria-expanded={false} onClick={() => setAlerting(true)}>
              {t('catalog.wishlist.alertOpen')}
            </TextButton>
          )}
        </Alert>
      ) : null}
    </Card>
  );
}
