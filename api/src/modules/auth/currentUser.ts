import { permissionsOf } from '@store/shared/schemas';
import type { CustomerRow } from '../../db/schema';

/**
 * The account as the UI may know it (currentUserSchema picks the fields), with what her role
 * permits: the admin panel hides the tabs she cannot use; the API refuses them anyway.
 */
export const asCurrentUser = (account: CustomerRow) => ({ ...account, permissions: [...permissionsOf(account.role)] });
