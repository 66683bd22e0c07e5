import { remoteModuleFor, remoteRouteFor } from './remoteRoutes';

describe('remoteModuleFor (what the early start fetches for a page)', () => {
  it.each([
    ['/', 'catalog/Home'],
    ['/mens', 'catalog/Listing'],
    ['/womens/', 'catalog/Listing'],
    ['/product/6a1c', 'catalog/ProductDetail'],
    ['/checkout', 'checkout/Checkout'],
    ['/customer-dashboard', 'account/CustomerDashboard'],
    ['/delivery-issue/ndr.e1.sig', 'account/DeliveryIssue'],
    ['/wishlist', 'catalog/Wishlist'],
    ['/admin', 'admin/AdminPanel'],
    ['/admin/orders', 'admin/AdminPanel'],
  ])('%s is %s', (path, module) => {
    expect(remoteModuleFor(path)).toBe(module);
  });

  it.each(['/login', '/terms', '/product', '/product/1/extra', '/mens/shirts', '/nowhere', '/delivery-issue'])(
    '%s is a shell page or not found: nothing to fetch early',
    (path) => {
      expect(remoteModuleFor(path)).toBeUndefined();
    },
  );

  it('gives the route params, as the page reads them', () => {
    expect(remoteRouteFor('/product/6a1c%20x')).toEqual({ module: 'catalog/ProductDetail', params: { id: '6a1c x' } });
    expect(remoteRouteFor('/mens')).toEqual({ module: 'catalog/Listing', params: {} });
    expect(remoteRouteFor('/delivery-issue/ndr.e1.sig')).toEqual({
      module: 'account/DeliveryIssue',
      params: { token: 'ndr.e1.sig' },
    });
  });
});
