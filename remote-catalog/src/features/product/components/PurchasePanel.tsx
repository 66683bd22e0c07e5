import { fetchDispatchDays, firstImageUrl, type Product } from '@store/shared/api';
import { DEFAULT_DISPATCH_DAYS, type Section } from '@store/shared/catalog';
import {
  cartOpened,
  itemAdded,
  makeItemId,
  selectCartItems,
  useAppDispatch,
  useAppSelector,
} from '@store/shared/store';
import {
  Button,
  ErrorText,
  notify,
  theme,
  BottomBar,
  useHydrated,
  useLoad,
  useMediaQuery,
  useNearViewport,
} from '@store/shared/ui';
import { formatRs } from '@store/shared/format';
import { useRef, useState } from 'react';
import { useNavigate } from '@store/shared/router';
import styled from 'styled-components';
import { EMPTY_CHOICE, resolveSize, type SizeChoice } from '../sizeSelection';
import { MeasurementForm } from '@store/shared/measurement-form';
import { ProfilePicker } from './ProfilePicker';
import { SizeGuide } from './SizeGuide';
import { ServiceNotes } from './ServiceNotes';
import { SizePicker } from './SizePicker';

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

/** Sizes or measurements, then ADD TO CART or BUY NOW (product §2, 4, 5). */
export function PurchasePanel({
  product,
  section,
  awaitHydration = false,
}: {
  product: Product;
  section: Section;
  /** The page arrived drawn by the server: the controls stay off until its code is live. */
  awaitHydration?: boolean;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cart = useAppSelector(selectCartItems);
  const [choice, setChoice] = useState<SizeChoice>(EMPTY_CHOICE);
  const [warning, setWarning] = useState('');
  const panel = useRef<HTMLFieldSetElement>(null);
  const buttons = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // The made-to-measure lead time, asked for when the shopper chooses measurements.
  const dispatchDays = useLoad((signal) => fetchDispatchDays(signal), [], { enabled: choice.custom });
  const leadDays = dispatchDays.data?.tailored ?? DEFAULT_DISPATCH_DAYS.tailored;
  const phone = useMediaQuery(`(max-width: ${theme.breakpoint.sm})`, false);
  const buttonsInView = useNearViewport(buttons, '0px', phone);
  const stickyBar = phone && hydrated && !buttonsInView;
  const change = (patch: Partial<SizeChoice>) => {
    setWarning('');
    setChoice((current) => ({ ...current, ...patch }));
  };

  /** Adds the chosen size to the cart; the cart item, or null after a warning. */
  const add = () => {
    const result = resolveSize(section, choice);
    if (!result.ok) {
      setWarning(result.warning);
      notify.warning(result.warning);
      if (result.field) panel.current?.querySelector<HTMLInputElement>(`input[name="${result.field}"]`)?.focus();
      return null;
    }
    const item = {
      productId: product._id,
      name: product.name,
      size: result.size,
      price: product.price,
      image: firstImageUrl(product) ?? '',
    };
    const itemId = makeItemId(item.productId, item.size);
    const already = cart.some((line) => line.itemId === itemId);
    if (!already) dispatch(itemAdded(item));
    return { item: { ...item, itemId }, already };
  };

  const addToCart = () => {
    const added = add();
    if (!added) return;
    if (added.already) notify.info('This size is already in your cart.');
    else notify.success('Added to cart!', { label: 'View bag', run: () => dispatch(cartOpened()) });
  };

  const buyNow = () => {
    const added = add();
    if (added) navigate('/checkout', { state: { product: added.item } });
  };

  return (
    // Disabled until the page is live: a server-drawn page can be clicked before its code arrives.
    <Controls ref={panel} disabled={awaitHydration && !hydrated}>
      {section !== 'accessories' ? (
        <>
          <GuideRow>
            <SizeGuide />
          </GuideRow>
          <Check>
            <input
              type="checkbox"
              checked={choice.custom}
              onChange={(event) => change({ custom: event.target.checked })}
            />
            Enter custom measurements
          </Check>
          {choice.custom ? (
            <>
              <LeadTime role="status">
                Made to your measurements: it leaves our workshop within {leadDays} days of payment.
              </LeadTime>
              <ProfilePicker section={section} onPick={(measurements) => change({ measurements })} />
              <MeasurementForm
                section={section}
                values={choice.measurements}
                onChange={(field, value) => change({ measurements: { ...choice.measurements, [field]: value } })}
              />
            </>
          ) : (
            <SizePicker section={section} choice={choice} onChange={change} />
          )}
        </>
      ) : null}
      {/* The toast announces it; this copy stays beside the buttons until the choice changes. */}
      {warning ? <ErrorText>{warning}</ErrorText> : null}
      <Row ref={buttons}>
        <Button type="button" $variant="secondary" onClick={addToCart}>
          ADD TO CART
        </Button>
        <Button type="button" onClick={buyNow}>
          BUY NOW
        </Button>
      </Row>
      {stickyBar ? (
        <BottomBar label="Buy">
          <p>
            {product.name}
            <strong>{formatRs(product.price)}</strong>
          </p>
          <Button
            type="button"
            onClick={() => {
              panel.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              panel.current?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
            }}
          >
            {section === 'accessories' ? 'Buy now' : 'Select size'}
          </Button>
        </BottomBar>
      ) : null}
      <ServiceNotes tailored={choice.custom} />
    </Controls>
  );
}
