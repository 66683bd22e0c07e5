import {
  createAddress,
  deleteAddress,
  fetchSavedAddresses,
  serverMessage,
  updateAddress,
  type Address,
  type SavedAddress,
} from '@store/shared/api';
import { AddressForm } from '@store/shared/forms';
import { Button, notify, StatusText, theme } from '@store/shared/ui';
import { isCancel } from 'axios';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    align-items: center;
    justify-content: space-between;
    padding: 12px 16px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
  }
  address {
    font-style: normal;
    line-height: 1.5;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

/** The signed-in customer's address book: list, add, edit, delete (the checkout's rules). */
export function AddressBook() {
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchSavedAddresses(controller.signal)
      .then(setAddresses)
      .catch((error: unknown) => {
        if (isCancel(error)) return;
        console.error('dashboard: failed to load addresses', error);
        setAddresses([]);
      });
    return () => controller.abort();
  }, []);

  const save = async (address: Address) => {
    try {
      const saved =
        editing === 'new' || !editing ? await createAddress(address) : await updateAddress(editing._id, address);
      setAddresses((list) => {
        const rest = (list ?? []).filter((a) => a._id !== saved._id);
        return editing === 'new' ? [...rest, saved] : (list ?? []).map((a) => (a._id === saved._id ? saved : a));
      });
      setEditing(null);
      notify.success('Address saved');
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Could not save the address.');
    }
  };

  const remove = async (address: SavedAddress) => {
    if (!window.confirm(`Delete the address at ${address.street}?`)) return;
    try {
      await deleteAddress(address._id);
      setAddresses((list) => (list ?? []).filter((a) => a._id !== address._id));
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Could not delete the address.');
    }
  };

  return (
    <section aria-labelledby="address-book">
      <h2 id="address-book">Addresses</h2>
      {addresses === null ? (
        <StatusText role="status">Loading addresses...</StatusText>
      ) : editing ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing._id}
          initial={editing === 'new' ? null : editing}
          onSave={(address) => void save(address)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          {addresses.length === 0 ? <p>No saved addresses yet.</p> : null}
          <List>
            {addresses.map((address) => (
              <li key={address._id}>
                <address>
                  {address.name}, {address.phone}
                  <br />
                  {address.street}, {address.city}, {address.state} {address.zip}
                </address>
                <Actions>
                  <Button type="button" $variant="secondary" onClick={() => setEditing(address)}>
                    Edit
                  </Button>
                  <Button type="button" $variant="ghost" onClick={() => void remove(address)}>
                    Delete
                  </Button>
                </Actions>
              </li>
            ))}
          </List>
          <Button type="button" onClick={() => setEditing('new')}>
            Add address
          </Button>
        </>
      )}
    </section>
  );
}
