/** The saved-address calls are the store's endpoints (savedAddresses, saveAddress, deleteAddress in @store/shared/store). */
export type { SavedAddress } from './answers';
