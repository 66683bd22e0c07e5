import { createI18n, I18nProvider } from '@store/shared/i18n';
import { createAppStore } from '@store/shared/store';
import { renderWithStore, sampleProduct, setupApiServer } from '@store/shared/testing';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@store/shared/router';
import { ProductCard } from './ProductCard';

setupApiServer();

/** A listing card with an MRP (review 'Catalogue basics'): the price, the MRP struck through, the discount. */
const discounted = sampleProduct({ price: 2499, mrp: 3299 });

it('shows the MRP struck through and the discount beside the price', async () => {
  renderWithStore(<ProductCard product={discounted} />);
  expect(screen.getByTestId('card-price')).toHaveTextContent('₹2,499');
  const mrp = screen.getByTestId('mrp');
  expect(mrp.tagName).toBe('S');
  // Read aloud as the MRP, shown as the struck amount.
  expect(mrp).toHaveTextContent('MRP ₹3,299');
  expect(screen.getByTestId('discount')).toHaveTextContent('24% off');
});

it('shows the price alone without an MRP, or with one no higher than the price', () => {
  renderWithStore(
    <>
      <ProductCard product={sampleProduct({ price: 2499, mrp: null })} />
      <ProductCard product={sampleProduct({ _id: 'p2', price: 2499, mrp: 2499 })} />
    </>,
  );
  expect(screen.getAllByTestId('card-price').map((price) => price.textContent)).toEqual(['₹2,499', '₹2,499']);
  expect(screen.queryByTestId('mrp')).not.toBeInTheDocument();
  expect(screen.queryByTestId('discount')).not.toBeInTheDocument();
});

it('is drawn the same by the server', () => {
  const { store } = createAppStore({});
  const html = renderToString(
    <Provider store={store}>
      <I18nProvider i18n={createI18n('en')}>
        <MemoryRouter>
          <ProductCard product={discounted} />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  const drawn = document.createElement('div');
  drawn.innerHTML = html;
  expect(drawn.querySelector('[data-testid="mrp"]')?.tagName).toBe('S');
  expect(drawn.querySelector('[data-testid="mrp"]')?.textContent).toBe('MRP ₹3,299');
  expect(drawn.querySelector('[data-testid="discount"]')?.textContent).toBe('24% off');
});
