import { remoteModuleFor } from './remoteRoutes';

describe('remoteModuleFor (what the early start fetches for a page)', () => {
  it.each([
    ['/', 'catalog/Home'],
    ['/mens', 'catalog/Listing'],
    ['/womens/', 'catalog/Listing'],
    ['/product/6a1c', 'catalog/ProductDetail'],
    ['/checkout', 'checkout/Checkout'],
    ['/customer-dashboard', 'account/CustomerDashboard'],
    ['/admin', 'admin/AdminPanel'],
    ['/admin/orders', 'admin/AdminPanel'],
  ])('%s is %s', (path, module) => {
    expect(remoteModuleFor(path)).toBe(module);
  });

  it.each(['/login', '/terms', '/product', '/product/1/extra', '/mens/shirts', '/nowhere'])(
    '%s is a shell page or not found: nothing to fetch early',
    (path) => {
      expect(remoteModuleFor(path)).toBeUndefined();
    },
  );
});
