import { cartSlice } from './cartSlice';
import { sessionSlice } from './sessionSlice';
import { TAG_TYPES } from './storeApi';
import { uiSlice } from './uiSlice';
import { wishlistSlice } from './wishlistSlice';

/**
 * What remotes and the shell exchange through the one store: the action types, the API slice's
 * cache tags, and a version bumped whenever the state's shape changes in a way an older remote
 * would misread. Every build writes it into its manifest (`metaData.storeContract`);
 * `npm run check:contracts` fails a remote whose version differs from the shell's, that
 * dispatches an action the shell's store does not know, or whose endpoints tag with a type the
 * shell's API slice does not have (each remote carries its own copy of these modules).
 */
export const STORE_CONTRACT = {
  // 3: the API slice (`api`, RTK Query) in place of serverReads. 4: a bag line's `quantity` and
  // the bag's `couponCode` (an older checkout would charge one piece of a line of two).
  version: 4,
  actions: [cartSlice, sessionSlice, uiSlice, wishlistSlice]
    .flatMap((slice) => Object.values(slice.actions).map((a) => a.type))
    .sort(),
  tagTypes: [...TAG_TYPES].sort(),
};

export type StoreContract = typeof STORE_CONTRACT;
