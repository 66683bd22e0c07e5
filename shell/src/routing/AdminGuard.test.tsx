import { createAppStore, signedIn } from '@store/shared/store';
import { createI18n, I18nProvider } from '@store/shared/i18n';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from '@store/shared/router';
import { UnauthorizedPage } from '../pages/UnauthorizedPage';
import { AdminGuard } from './AdminGuard';

function renderAdminRoute(role: string | null) {
  const { store } = createAppStore();
  if (role) store.dispatch(signedIn({ name: 'A', phone: '+919999999999', role }));
  render(
    <Provider store={store}>
      <I18nProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/admin" element={<AdminGuard>Panel content</AdminGuard>} />
            <Route path="/unauthorized" element={<UnauthorizedPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
}

describe('admin route guard', () => {
  it('sends a signed-out visitor to /unauthorized', () => {
    renderAdminRoute(null);
    expect(screen.getByText('Access to this page is restricted')).toBeInTheDocument();
    expect(screen.getByText('Please check with the site admin if you believe this is a mistake.')).toBeInTheDocument();
    expect(screen.queryByText('Panel content')).not.toBeInTheDocument();
  });

  it('sends a customer to /unauthorized', () => {
    renderAdminRoute('customer');
    expect(screen.getByText('Access to this page is restricted')).toBeInTheDocument();
  });

  it.each(['owner', 'support', 'workshop'])('lets any staff member in: %s', (role) => {
    renderAdminRoute(role);
    expect(screen.getByText('Panel content')).toBeInTheDocument();
  });

  it('keeps out a role the store does not have (the old shared admin)', () => {
    renderAdminRoute('admin');
    expect(screen.getByText('Access to this page is restricted')).toBeInTheDocument();
  });
});
