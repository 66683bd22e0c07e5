import type { Address, SavedAddress } from '@store/shared/api';
import { stateNameIn } from '@store/shared/catalog';
import { formatIndianPhone } from '@store/shared/format';
import { useLocale, useRefusalText } from '@store/shared/i18n';
import { AddressForm } from '@store/shared/forms';
import { Button, notify, theme } from '@store/shared/ui';
import { useEffect, useState, type Ref } from 'react';
import styled from 'styled-components';
import { useSaveAddressMutation } from '@store/shared/store';
import { loadGuestAddress, saveGuestAddress } from '../guestAddress';
import type { CheckoutMode } from '../hooks/useCheckoutMode';
import { useT } from '../../../i18n';

const AddressText = styled.address`
  font-style: normal;
  line-height: 1.6;
  margin-bottom: 12px;
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  margin-bottom: 12px;
  padding: 0 8px;
  border: 1px solid ${theme.color.line};
  border-radius: 4px;
  font: 15px/1.2 ${theme.font.body};
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

const oneLine = (a: Address) => `${a.name}, ${a.street}, ${a.city} ${a.zip}`;

function AddressSummary({ address }: { address: Address }) {
  const locale = useLocale();
  return (
    <AddressText>
      {address.name}, {formatIndianPhone(address.phone)}
      <br />
      {address.street}
      {address.landmark ? `, ${address.landmark}` : ''}, {address.city}, {stateNameIn(address.state, locale)}{' '}
      {address.zip}
    </AddressText>
  );
}

/**
 * The shipping address (product §2, 4): a signed-in customer picks one of their saved addresses
 * (the first preselected) or adds and edits them on the server; a guest keeps one address in
 * this browser.
 */
export function ShippingAddressPanel({
  mode,
  onChange,
  formRef,
  onSaved,
  onNotSaved,
}: {
  mode: CheckoutMode;
  onChange: (address: Address | null) => void;
  /** The open address form, for the page's pay button to submit. */
  formRef?: Ref<HTMLFormElement>;
  /** A submitted form's outcome: the address saved, or not (bad fields, or the server refused). */
  onSaved?: (address: Address) => void;
  onNotSaved?: () => void;
}) {
  const t = useT();
  const { sayError } = useRefusalText();
  const [saved, setSaved] = useState<SavedAddress[]>([]);
  const [selectedId, setSelectedId] = useState('');
  const [guest, setGuest] = useState<Address | null>(loadGuestAddress);
  const [form, setForm] = useState<'closed' | 'add' | 'edit'>('closed');
  const [saveAddress] = useSaveAddressMutation();

  // The address book as read (again after a save): the chosen address stays chosen while it is
  // in it; the first is preselected otherwise.
  useEffect(() => {
    if (mode.kind !== 'saved') return;
    setSaved(mode.addresses);
    setSelectedId((chosen) => (mode.addresses.some((a) => a._id === chosen) ? chosen : (mode.addresses[0]?._id ?? '')));
  }, [mode]);

  const selected = mode.kind === 'saved' ? (saved.find((a) => a._id === selectedId) ?? null) : guest;
  useEffect(() => onChange(selected), [selected, onChange]);

  if (mode.kind === 'loading') return <p role="status">{t('checkout.address.loading')}</p>;

  const save = async (address: Address) => {
    if (mode.kind === 'guest') {
      saveGuestAddress(address);
      setGuest(address);
      setForm('closed');
      return onSaved?.(address);
    }
    try {
      const stored = await saveAddress({
        id: form === 'edit' && selectedId ? selectedId : null,
        input: address,
      }).unwrap();
      setSaved((list) =>
        list.some((a) => a._id === stored._id)
          ? list.map((a) => (a._id === stored._id ? stored : a))
          : [...list, stored],
      );
      setSelectedId(stored._id);
      setForm('closed');
      onSaved?.(stored);
    } catch (error) {
      notify.error(sayError(error) ?? t('checkout.address.saveFailed'));
      onNotSaved?.();
    }
  };

  if (form !== 'closed' || (mode.kind === 'guest' && !guest))
    return (
      <AddressForm
        key={form}
        initial={form === 'add' ? null : selected}
        onSave={(address) => void save(address)}
        onCancel={form !== 'closed' ? () => setForm('closed') : undefined}
        onInvalid={onNotSaved}
        formRef={formRef}
      />
    );

  return (
    <>
      {mode.kind === 'saved' ? (
        <Select
          aria-label={t('checkout.address.saved')}
          value={selectedId}
          onChange={(e) => setSelectedId(e.target.value)}
        >
          {saved.map((address) => (
            <option key={address._id} value={address._id}>
              {oneLine(address)}
            </option>
          ))}
        </Select>
      ) : null}
      {selected ? <AddressSummary address={selected} /> : null}
      <Actions>
        {mode.kind === 'saved' ? (
          <Button type="button" $variant="secondary" onClick={() => setForm('add')}>
            {t('checkout.address.add')}
          </Button>
        ) : null}
        {selected ? (
          <Button type="button" $variant="secondary" onClick={() => setForm('edit')}>
            {t('checkout.address.edit')}
          </Button>
        ) : null}
      </Actions>
    </>
  );
}
