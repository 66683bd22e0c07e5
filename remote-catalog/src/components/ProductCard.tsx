import { imageSrcSet, imageUrl, imageUrls, type Product } from '@store/shared/api';
import { formatRupees } from '@store/shared/format';
import { focusRing, ImageWithFallback, theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import { productText } from '@store/shared/catalog';
import { useLocale } from '@store/shared/i18n';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n';
import { useCatalogNames } from '../i18n/catalogNames';
import { MrpAndDiscount } from './PriceLine';
import { WishlistHeart } from './WishlistHeart';

/** The card and its heart: the heart is the link's sibling over its picture, never inside it. */
const Wrap = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  color: ${theme.color.ink};
  text-decoration: none;
  background: ${theme.color.paper};
  &:focus-visible {
    ${focusRing}
  }
  &:hover :is(h2, h3),
  &:focus-visible :is(h2, h3) {
    text-decoration: underline;
    text-decoration-color: ${theme.color.accent};
    text-underline-offset: 0.25em;
  }
`;

/** The one frame of every card: 4:5, the image cropped to it, the second image fading in over it. */
const Frame = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 5;
  background: ${theme.color.cream};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition:
      transform 600ms ${theme.motion.ease},
      opacity ${theme.motion.base} ${theme.motion.ease};
  }
  a:hover & img,
  a:focus-visible & img {
    transform: scale(1.03);
  }
`;

const Second = styled.img`
  position: absolute;
  inset: 0;
  opacity: 0;
  a:hover &[data-loaded],
  a:focus-visible &[data-loaded] {
    opacity: 1;
  }
`;

/**
 * Over the image's corner when every standard size is out: 'Made to measure' while the product
 * can still be made to order (it can be bought: 'Sold out' would turn buyers away), else 'Sold out'.
 */
const StockBadge = styled.span`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  padding: 4px 8px;
  background: ${theme.color.paper};
  color: ${theme.color.ink};
  font-size: ${theme.size.xs};
  font-weight: ${theme.weight.medium};
  letter-spacing: ${theme.tracking.caps};
  text-transform: uppercase;
`;

const Body = styled.div`
  padding: ${theme.space.sm} 2px ${theme.space.lg};
  display: grid;
  gap: 2px;
`;

const Type = styled.span`
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
  letter-spacing: ${theme.tracking.caps};
  text-transform: uppercase;
`;

const Name = styled.h3`
  margin: 2px 0 0;
  font: ${theme.weight.regular} ${theme.size.md} / 1.35 ${theme.font.body};
  letter-spacing: 0;
`;

const Price = styled.span`
  font-weight: ${theme.weight.medium};
`;

const Meta = styled.span`
  color: ${theme.color.muted};
  font-size: ${theme.size.xs};
  letter-spacing: 0.08em;
`;

// Cards are a third of 1440 px on large screens and half a phone or tablet (less its padding and
// gap): 300-600 px covers them. 360 is a 2-column phone's card at 1.75-2x, which would otherwise
// take the 450 (about 35% more bytes on the line the first cards share).
const CARD_WIDTHS = [300, 360, 450, 600] as const;
const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) calc(50vw - 28px), calc(50vw - 20px)';

/** A listing card (product §2). The first row loads at once; the rest as they near the screen. */
export function ProductCard({
  product,
  eager = false,
  heading = 'h3',
}: {
  product: Product;
  eager?: boolean;
  /** The name's heading level: one below the heading the cards sit under (h2 under a page's h1). */
  heading?: 'h2' | 'h3';
}) {
  const t = useT();
  const names = useCatalogNames();
  const { name } = productText(product, useLocale());
  const [image, second] = imageUrls(product);
  // The second image is fetched when a pointer first comes near the card, never with the page.
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const want = () => setWanted(Boolean(second));
  return (
    <Wrap>
      <Card to={`/product/${product._id}`} data-testid="product-card" onPointerEnter={want} onFocus={want}>
        <Frame>
          <ImageWithFallback
            src={imageUrl(image, { w: 450, q: 80 })}
            srcSet={imageSrcSet(image, CARD_WIDTHS, 80)}
            sizes={CARD_SIZES}
            alt={name}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            width={450}
            height={563}
          />
          {wanted && second ? (
            <Second
              src={imageUrl(second, { w: 450, q: 80 }) ?? undefined}
              srcSet={imageSrcSet(second, CARD_WIDTHS, 80)}
              sizes={CARD_SIZES}
              alt=""
              data-loaded={loaded || undefined}
              onLoad={() => setLoaded(true)}
            />
          ) : null}
          {product.soldOut ? (
            <StockBadge>
              {product.madeToMeasure ? t('catalog.card.madeToMeasure') : t('catalog.card.soldOut')}
            </StockBadge>
          ) : null}
        </Frame>
        <Body>
          {/* Lower case under the small capitals the style sets: the category as a label, not a title. */}
          <Type>{names.type(product.type).toLowerCase()}</Type>
          <Name as={heading}>{name}</Name>
          <span>
            <Price data-testid="card-price">{formatRupees(product.price)}</Price>
            <MrpAndDiscount price={product.price} mrp={product.mrp} format={formatRupees} />
          </span>
          {product.brand ? <Meta>{product.brand.toUpperCase()}</Meta> : null}
          {product.rating ? (
            <Meta
              aria-label={t('catalog.card.rated', {
                rating: product.rating.average.toFixed(1),
                count: product.rating.count,
              })}
            >
              ★ {product.rating.average.toFixed(1)} ({product.rating.count})
            </Meta>
          ) : null}
        </Body>
      </Card>
      <WishlistHeart product={product} over />
    </Wrap>
  );
}
