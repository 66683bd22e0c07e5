import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '@store/shared/config';
import { renderWithStore } from '@store/shared/testing';
import { screen } from '@testing-library/react';
import { ChatButton } from './ChatButton';

beforeEach(() => setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, chatNumber: '+91 98765 43210' }));
afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

it('offers the chat on the storefront', () => {
  for (const pathname of ['/', '/mens', '/help']) {
    const { unmount } = renderWithStore(<ChatButton pathname={pathname} />);
    expect(screen.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'https://wa.me/919876543210');
    unmount();
  }
});

it('has no place in the admin and does not cover the checkout, its success page or a product page', () => {
  for (const pathname of ['/admin', '/admin/allmens', '/adminlogin', '/checkout', '/ordersuccess', '/product/p1']) {
    const { unmount } = renderWithStore(<ChatButton pathname={pathname} />);
    expect([pathname, screen.queryByRole('link')]).toEqual([pathname, null]);
    unmount();
  }
});
