import { firstImageUrl, type Product } from '@store/shared/api';
import {
  DEFAULT_DISPATCH_DAYS,
  measurementFields,
  ONE_SIZE,
  productText,
  stockKeysOfSize,
  type Section,
} from '@store/shared/catalog';
import {
  cartOpened,
  itemAdded,
  makeItemId,
  selectCartItems,
  useAppDispatch,
  useAppSelector,
  useDispatchDaysQuery,
} from '@store/shared/store';
import {
  Button,
  ErrorText,
  notify,
  theme,
  BottomBar,
  useHydrated,
  useMediaQuery,
  useNearViewport,
} from '@store/shared/ui';
import { formatRs } from '@store/shared/format';
import { useRef, useState } from 'react';
import { useNavigate } from '@store/shared/router';
import styled from 'styled-components';
import { useLocale } from '@store/shared/i18n';
import { useT } from '../i18n';
import { stockKeyText } from '../../../i18n/labels';
import { EMPTY_CHOICE, choiceLabel, resolveSize, stockNote, type SizeChoice } from '../sizeSelection';
import { MeasurementForm } from '@store/shared/measurement-form';
import { ProfilePicker } from './ProfilePicker';
import { SizeGuide } from './SizeGuide';
import { DeliveryCheck } from './DeliveryCheck';
import { ServiceNotes } from './ServiceNotes';
import { SizeAdvice } from './SizeAdvice';
import { SizeFitNote } from './SizeFitNote';
import { SizePicker } from './SizePicker';
import { StockAlertBox } from '../../../components/StockAlerts';

/** The purchase controls, as one group that can be switched off; no box of its own. */
const Controls = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
  button {
    flex: 1 1 180px;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  margin: 4px 0 12px;
  font: 500 15px/1.3 ${theme.font.body};
  input {
    width: 20px;
    height: 20px;
  }
`;

const LeadTime = styled.p`
  margin: 0 0 ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.cream};
  font-size: ${theme.size.sm};
`;

const GuideRow = styled.div`
  margin-bottom: 12px;
`;

/** Where ADD TO CART and BUY NOW stand when no standard size is left. */
const SoldOut = styled.div`
  margin-top: 8px;
  p {
    margin: ${theme.space.sm} 0 0;
    font-size: ${theme.size.sm};
  }
  strong {
    display: block;
    padding: 12px;
    border: 1px solid ${theme.color.line};
    color: ${theme.color.muted};
    text-align: center;
    letter-spacing: ${theme.tracking.caps};
    text-transform: uppercase;
  }
`;

/** An accessory's one size when few are left. */
const Few = styled.p`
  margin: 0 0 ${theme.space.sm};
  color: ${theme.color.danger};
  font-weight: ${theme.weight.medium};
`;

/** Sizes or measurements, then ADD TO CART or BUY NOW (product §2, 4, 5). */
export function PurchasePanel({
  product,
  section,
  awaitHydration = false,
}: {
  product: Product;
  section: Section;
  /** The page arrived drawn by the server: adding to the bag waits until its code is live. */
  awaitHydration?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const { name } = productText(product, locale);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cart = useAppSelector(selectCartItems);
  const [choice, setChoice] = useState<SizeChoice>(EMPTY_CHOICE);
  const [warning, setWarning] = useState('');
  // Each bad measurement's message, shown beside its field once the shopper tried to add.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const panel = useRef<HTMLFieldSetElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // The sizes work in the drawn page (a size tapped early is kept: SizePicker); adding needs the code.
  const waiting = awaitHydration && !hydrated;
  // The made-to-measure lead time, asked for when the shopper chooses measurements.
  const dispatchDays = useDispatchDaysQuery(undefined, { skip: !choice.custom });
  const leadDays = dispatchDays.data?.tailored ?? DEFAULT_DISPATCH_DAYS.tailored;
  const phone = useMediaQuery(`(max-width: ${theme.breakpoint.sm})`, false);
  const buttonsInView = useNearViewport(buttons, '0px', phone);
  // No standard size left: made to measure (when offered) is the only way to buy it.
  const soldOut = product.soldOut && !choice.custom;
  const stickyBar = phone && hydrated && !buttonsInView && !soldOut;
  const oneSize = section === 'accessories' ? stockNote(product, ONE_SIZE, t) : null;
  const change = (patch: Partial<SizeChoice>) => {
    setWarning('');
    // A measurement typed (or filled from a profile) loses its mark; the others keep theirs.
    const typed = patch.measurements ?? choice.measurements;
    setFieldErrors((current) =>
      patch.custom === undefined
        ? Object.fromEntries(Object.entries(current).filter(([field]) => typed[field] === choice.measurements[field]))
        : {},
    );
    setChoice((current) => ({ ...current, ...patch }));
  };

  /** Made to measure from a saved profile: the form opens with its measurements, at the first one it lacks. */
  const toMeasurements = (measurements: Record<string, string>) => {
    change({ custom: true, measurements });
    const missing = measurementFields(section).find((field) => !measurements[field]) ?? measurementFields(section)[0];
    requestAnimationFrame(() => {
      // Focus scrolls it into view too.
      panel.current?.querySelector<HTMLInputElement>(`input[name="${missing}"]`)?.focus();
    });
  };

  /** Adds the chosen size to the cart; the cart item, or null after a warning. */
  const add = () => {
    const result = resolveSize(section, choice, t, locale);
    if (!result.ok) {
      setWarning(result.warning);
      setFieldErrors(result.errors ?? {});
      notify.warning(result.warning);
      const first = Object.keys(result.errors ?? {})[0];
      if (first) panel.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return null;
    }
    // The picker offers no size that is out; this holds for a choice made before (a bag's old line).
    const outKey = stockKeysOfSize(section, result.size)?.find((key) => stockNote(product, key).out);
    if (outKey) {
      const message = t('catalog.purchase.sizeOut', { size: stockKeyText(t, outKey) });
      setWarning(message);
      notify.warning(message);
      return null;
    }
    const item = {
      productId: product._id,
      name: product.name,
      nameHi: product.nameHi ?? null,
      size: result.size,
      price: product.price,
      image: firstImageUrl(product) ?? '',
    };
    const itemId = makeItemId(item.productId, item.size);
    const already = cart.some((line) => line.itemId === itemId);
    if (!already) dispatch(itemAdded(item));
    return { item: { ...item, itemId }, already };
  };

  /** Adds the size and opens the bag's drawer (the shell shows it on `ui/cartOpened`), where its quantity is set. */
  const addToCart = () => {
    const added = add();
    if (!added) return;
    if (added.already) notify.info(t('catalog.purchase.already'));
    else notify.success(t('catalog.purchase.added'));
    dispatch(cartOpened());
  };

  // The phone's bar follows the choice: a complete one is added from the bar, then the bag opens.
  const resolved = resolveSize(section, choice, t, locale);
  const inBag = resolved.ok && cart.some((line) => line.itemId === makeItemId(product._id, resolved.size));
  const toChoice = () => {
    panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    panel.current?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
  };
  const barAction = !resolved.ok
    ? {
        label: choice.custom ? t('catalog.purchase.enterMeasurements') : t('catalog.purchase.selectSize'),
        run: toChoice,
      }
    : inBag
      ? { label: t('catalog.purchase.viewBag'), run: () => dispatch(cartOpened()) }
      : { label: t('catalog.purchase.addToCart'), run: addToCart };

  const buyNow = () => {
    const added = add();
    if (added) navigate('/checkout', { state: { product: added.item } });
  };

  return (
    <Controls ref={panel}>
      {section !== 'accessories' ? (
        <>
          <GuideRow>
            <SizeGuide />
          </GuideRow>
          {product.madeToMeasure ? (
            <Check>
              <input
                type="checkbox"
                checked={choice.custom}
                onChange={(event) => change({ custom: event.target.checked })}
              />
              {t('catalog.purchase.custom')}
            </Check>
          ) : null}
          {choice.custom ? (
            <>
              <LeadTime role="status">{t('catalog.purchase.leadTime', { days: leadDays })}</LeadTime>
              <ProfilePicker section={section} onPick={(measurements) => change({ measurements })} />
              <MeasurementForm
                section={section}
                values={choice.measurements}
                errors={fieldErrors}
                onChange={(field, value) => change({ measurements: { ...choice.measurements, [field]: value } })}
              />
            </>
          ) : (
            <>
              <SizeFitNote sizeFit={product.sizeFit} />
              <SizeAdvice
                product={product}
                fit={section}
                onChoose={(sizes) => change(sizes)}
                onMadeToMeasure={toMeasurements}
              />
              <SizePicker product={product} choice={choice} onChange={change} />
            </>
          )}
        </>
      ) : null}
      {/* The toast announces it; this copy stays beside the buttons until the choice changes. */}
      {warning ? <ErrorText>{warning}</ErrorText> : null}
      {soldOut ? (
        <SoldOut>
          <strong>{t('catalog.card.soldOut')}</strong>
          {product.madeToMeasure && section !== 'accessories' ? <p>{t('catalog.purchase.soldOutMeasure')}</p> : null}
        </SoldOut>
      ) : (
        <>
          {oneSize?.note && !oneSize.out ? <Few>{oneSize.note}</Few> : null}
          <Row ref={buttons}>
            <Button type="button" $variant="secondary" onClick={addToCart} disabled={waiting}>
              {t('catalog.purchase.addToCart')}
            </Button>
            <Button type="button" onClick={buyNow} disabled={waiting}>
              {t('catalog.purchase.buyNow')}
            </Button>
          </Row>
          {waiting ? (
            <noscript>
              <Few>{t('catalog.purchase.needsJavaScript')}</Few>
            </noscript>
          ) : null}
        </>
      )}
      {stickyBar ? (
        <BottomBar label={t('catalog.purchase.bar')}>
          <p>
            {(resolved.ok && choiceLabel(section, choice, t)) || name}
            <strong>{formatRs(product.price)}</strong>
          </p>
          <Button type="button" onClick={barAction.run}>
            {barAction.label}
          </Button>
        </BottomBar>
      ) : null}
      {choice.custom ? null : <StockAlertBox product={product} />}
      <DeliveryCheck productId={product._id} />
      <ServiceNotes tailored={choice.custom} />
    </Controls>
  );
}
