/* No zod here: the shell's session slice reads these tables on every page's first load. */

/**
 * Staff roles and what each may do: the one table both sides read. The API's guards refuse a
 * route whose permission the signed-in member's role lacks (api/src/http/guards.ts, forStaff);
 * the admin panel only hides the tabs she cannot use. To add a permission: name it here, give it
 * to the roles that need it, and put the routes behind forStaff('<it>') (docs/security.md).
 */
export const STAFF_ROLES = ['owner', 'support', 'workshop'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** The order desk: orders, their notes, history, documents and guest links. */
  'orders',
  /** Moving made-to-measure pieces through their production stages. */
  'production',
  /** Customers' measurements as orders carry them: the workshop's queue (GET /admin/production). */
  'measurements',
  'returns',
  /** Cash on delivery: remittances, refused parcels. */
  'cash',
  /** Booking parcels, labels, pickups, failed deliveries, returned parcels. */
  'shipping',
  /** Products and stock: seeing them, their words, photos, sizes and stock. */
  'catalog',
  /** Products' prices, and adding, importing or deleting products (which set or drop prices). */
  'catalog.prices',
  'coupons',
  'reviews',
  /** The dashboard's counts (not its revenue). */
  'dashboard',
  /** Revenue: the dashboard's money received, reports' money. */
  'reports.revenue',
  /** Payments not applied, refunds through the provider. */
  'payments',
  /** Giving money the store keeps: gift cards issued, switched off, their amounts; goodwill store credit. */
  'credit',
  /** Store settings: parcel defaults, background jobs, sandboxes' tools. */
  'settings',
  /** The Team tab: members, their roles, disabling. */
  'staff',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  support: ['orders', 'production', 'measurements', 'returns', 'cash', 'shipping', 'catalog', 'reviews', 'dashboard'],
  workshop: ['production', 'measurements'],
};

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  STAFF_ROLES.includes(role as StaffRole);

/** What a role may do; none for a customer. */
export function permissionsOf(role: string | null | undefined): readonly Permission[] {
  return isStaffRole(role) ? ROLE_PERMISSIONS[role] : [];
}
