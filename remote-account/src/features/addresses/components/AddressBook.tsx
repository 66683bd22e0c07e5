import {
  createAddress,
  deleteAddress,
  fetchSavedAddresses,
  updateAddress,
  type Address,
  type SavedAddress,
} from '@store/shared/api';
import { AddressForm } from '@store/shared/forms';
import { Button, RecordList, StatusText } from '@store/shared/ui';
import { useSavedRecords, type SavedRecordsApi } from '../../../components/useSavedRecords';

const addressApi: SavedRecordsApi<SavedAddress, Address> = {
  load: fetchSavedAddresses,
  create: createAddress,
  update: updateAddress,
  remove: deleteAddress,
};

/** The signed-in customer's address book: list, add, edit, delete (the checkout's rules). */
export function AddressBook() {
  const { records, editing, setEditing, cancel, save, remove, dialog, section } = useSavedRecords(
    addressApi,
    'address',
  );
  return (
    <section ref={section} aria-labelledby="address-book">
      <h2 id="address-book">Addresses</h2>
      {records === null ? (
        <StatusText role="status">Loading addresses...</StatusText>
      ) : editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing._id}
          initial={editing === 'new' ? null : editing}
          onSave={(address) => void save(address)}
          onCancel={cancel}
        />
      ) : (
        <>
          {records.length === 0 ? <p>No saved addresses yet.</p> : null}
          <RecordList
            records={records}
            keyOf={(record) => record._id}
            describe={(address) => (
              <address>
                {address.name}, {address.phone}
                <br />
                {address.street}, {address.city}, {address.state} {address.zip}
              </address>
            )}
            onEdit={setEditing}
            onDelete={(address) => void remove(address, `Delete the address at ${address.street}?`)}
          />
          <Button type="button" onClick={() => setEditing('new')}>
            Add address
          </Button>
        </>
      )}
      {dialog}
    </section>
  );
}
