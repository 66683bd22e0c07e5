import type { DeliveryIssue } from '@store/shared/api';
import { indiaDayPlus } from '@store/shared/format';

/* A failed delivery as GET /delivery-issues/{token} answers it, for the page's tests (English and Hindi). */

export const TOKEN = 'ndr.eyJleGNlcHRpb24iOiJlMSJ9.c2lnbmVk';
export const ROUTE = { route: `/delivery-issue/${TOKEN}`, path: '/delivery-issue/:token' } as const;

/** The first attempt failed today; she may ask for any of the next five days. */
export const openIssue = (overrides: Partial<DeliveryIssue> = {}): DeliveryIssue => ({
  orderNumber: 'ELG-2026-000123',
  reason: 'Customer not available',
  attempt: 1,
  address: {
    name: 'Asha Rao',
    street: '12 MG Road',
    landmark: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
  },
  phone: '+919876543210',
  answered: false,
  action: null,
  earliestDate: indiaDayPlus(1),
  latestDate: indiaDayPlus(5),
  paymentMethod: 'cash',
  ...overrides,
});
