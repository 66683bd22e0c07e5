import { SAMPLE_ADDRESS } from '@store/shared/testing';
import { loadGuestAddress, saveGuestAddress } from './guestAddress';

describe('the guest address kept in this browser', () => {
  beforeEach(() => window.localStorage.clear());

  it('comes back as it was saved', () => {
    saveGuestAddress(SAMPLE_ADDRESS);
    expect(loadGuestAddress()).toEqual(SAMPLE_ADDRESS);
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{'],
    ['a string', '"12 MG Road"'],
    ['a required field missing', JSON.stringify({ ...SAMPLE_ADDRESS, zip: undefined })],
    ['a required field empty', JSON.stringify({ ...SAMPLE_ADDRESS, city: '' })],
    ['a field of the wrong type', JSON.stringify({ ...SAMPLE_ADDRESS, landmark: 12 })],
  ])('is none when the stored value is %s (the form asks again)', (_, stored) => {
    if (stored !== null) window.localStorage.setItem('guest_address', stored);
    expect(loadGuestAddress()).toBeNull();
  });
});
