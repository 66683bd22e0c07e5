import type { Address, SavedAddress } from '@store/shared/api';
import { stateNameIn } from '@store/shared/catalog';
import { AddressForm } from '@store/shared/forms';
import { useLocale } from '@store/shared/i18n';
import { useDeleteAddressMutation, useSaveAddressMutation, useSavedAddressesQuery } from '@store/shared/store';
import { SavedRecordsSection } from '../../../components/SavedRecordsSection';
import { useRecordList, type SavedRecords } from '../../../components/useSavedRecords';
import { useT } from '../../../i18n';

/** The address book through the shared endpoints: the checkout's picker reads the same list. */
function useAddresses(): SavedRecords<SavedAddress, Address> {
  const records = useRecordList<SavedAddress>(useSavedAddressesQuery(), 'addresses');
  const [save] = useSaveAddressMutation();
  const [remove] = useDeleteAddressMutation();
  return { records, save: (id, input) => save({ id, input }).unwrap(), remove: (id) => remove(id).unwrap() };
}

/** The signed-in customer's address book: list, add, edit, delete (the checkout's rules). */
export function AddressBook() {
  const t = useT();
  const locale = useLocale();
  return (
    <SavedRecordsSection
      store={useAddresses()}
      words={{
        saved: t('account.addresses.saved'),
        saveFailed: t('account.addresses.saveFailed'),
        deleteTitle: t('account.addresses.deleteTitle'),
        deleteFailed: t('account.addresses.deleteFailed'),
      }}
      headingId="address-book"
      title={t('account.addresses.title')}
      loadingText={t('account.addresses.loading')}
      emptyText={t('account.addresses.empty')}
      addLabel={t('account.addresses.add')}
      describe={(address) => (
        <address>
          {address.name}, {address.phone}
          <br />
          {address.street}, {address.city}, {stateNameIn(address.state, locale)} {address.zip}
        </address>
      )}
      deleteQuestion={(address) => t('account.addresses.deleteQuestion', { street: address.street })}
      form={(address, save, cancel) => <AddressForm initial={address} onSave={save} onCancel={cancel} />}
    />
  );
}
