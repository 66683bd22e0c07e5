import type { Address, SavedAddress } from '@store/shared/api';
import { AddressForm } from '@store/shared/forms';
import { useDeleteAddressMutation, useSaveAddressMutation, useSavedAddressesQuery } from '@store/shared/store';
import { SavedRecordsSection } from '../../../components/SavedRecordsSection';
import { useRecordList, type SavedRecords } from '../../../components/useSavedRecords';

/** The address book through the shared endpoints: the checkout's picker reads the same list. */
function useAddresses(): SavedRecords<SavedAddress, Address> {
  const records = useRecordList<SavedAddress>(useSavedAddressesQuery(), 'addresses');
  const [save] = useSaveAddressMutation();
  const [remove] = useDeleteAddressMutation();
  return { records, save: (id, input) => save({ id, input }).unwrap(), remove: (id) => remove(id).unwrap() };
}

/** The signed-in customer's address book: list, add, edit, delete (the checkout's rules). */
export function AddressBook() {
  return (
    <SavedRecordsSection
      store={useAddresses()}
      noun="address"
      headingId="address-book"
      title="Addresses"
      loadingText="Loading addresses..."
      emptyText="No saved addresses yet."
      addLabel="Add address"
      describe={(address) => (
        <address>
          {address.name}, {address.phone}
          <br />
          {address.street}, {address.city}, {address.state} {address.zip}
        </address>
      )}
      deleteQuestion={(address) => `Delete the address at ${address.street}?`}
      form={(address, save, cancel) => <AddressForm initial={address} onSave={save} onCancel={cancel} />}
    />
  );
}
