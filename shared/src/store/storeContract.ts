import { cartSlice } from './cartSlice';
import { sessionSlice } from './sessionSlice';
import { serverReadsSlice } from './serverReadsSlice';
import { uiSlice } from './uiSlice';

/**
 * What remotes and the shell exchange through the one store: the action types, and a version
 * bumped whenever the state's shape changes in a way an older remote would misread. Every build
 * writes it into its manifest (`metaData.storeContract`); `npm run check:contracts` fails a
 * remote whose version differs from the shell's or that dispatches an action the shell's store
 * does not know (each remote carries its own copy of these slices).
 */
export const STORE_CONTRACT = {
  // 2: serverReads, the API answers a server-rendered page was drawn from.
  version: 2,
  actions: [cartSlice, sessionSlice, uiSlice, serverReadsSlice]
    .flatMap((slice) => Object.values(slice.actions).map((a) => a.type))
    .sort(),
};

export type StoreContract = typeof STORE_CONTRACT;
