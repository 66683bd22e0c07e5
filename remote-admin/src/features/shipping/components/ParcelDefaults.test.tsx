import { HttpResponse } from 'msw';
import { api, renderWithStore, requestsTo, setupApiServer } from '@store/shared/testing';
import { screen, within } from '@testing-library/react';
import type { ParcelDefault } from '../../../api/shippingApi';
import { ParcelDefaults } from './ParcelDefaults';

const server = setupApiServer();

const kurta: ParcelDefault = { productType: 'kurta', weightGrams: 600, lengthCm: 32, breadthCm: 26, heightCm: 5 };

/** The defaults as the server keeps them: what a save stores is what it answers. */
function serveDefaults(start: ParcelDefault[]) {
  let stored = start;
  server.use(
    api.get('/admin/shipping/parcel-defaults', () => HttpResponse.json({ defaults: stored })),
    api.put('/admin/shipping/parcel-defaults', async ({ request }) => {
      stored = ((await request.json()) as { defaults: ParcelDefault[] }).defaults;
      return HttpResponse.json({ defaults: stored });
    }),
  );
}

it('changes a type’s weight and adds a type starting from a kurta-sized parcel, and saves them', async () => {
  serveDefaults([kurta]);
  const { user } = renderWithStore(<ParcelDefaults />);
  const weight = await screen.findByRole('spinbutton', { name: 'Kurta Weight (g)' });
  await user.clear(weight);
  await user.type(weight, '750');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Add a product type' }), 'Sarees');
  expect(screen.getByRole('rowheader', { name: 'Sarees' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Sarees Weight (g)' })).toHaveValue(500);
  await user.click(screen.getByRole('button', { name: 'Save parcel sizes' }));
  expect(await screen.findByText('Parcel sizes saved')).toBeInTheDocument();
  expect(requestsTo('PUT /admin/shipping/parcel-defaults')[0]?.body).toEqual({
    defaults: [
      { ...kurta, weightGrams: 750 },
      { productType: 'sarees', weightGrams: 500, lengthCm: 30, breadthCm: 25, heightCm: 5 },
    ],
  });
});

it('refuses a size of 0 on the page, naming the type, and sends nothing', async () => {
  serveDefaults([kurta]);
  const { user } = renderWithStore(<ParcelDefaults />);
  const height = await screen.findByRole('spinbutton', { name: 'Kurta Height (cm)' });
  await user.clear(height);
  await user.type(height, '0');
  await user.click(screen.getByRole('button', { name: 'Save parcel sizes' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Kurta: every size and the weight must be above 0');
  expect(requestsTo('PUT /admin/shipping/parcel-defaults')).toHaveLength(0);
});

it('shows the server’s refusal on the form', async () => {
  serveDefaults([kurta]);
  server.use(
    api.put('/admin/shipping/parcel-defaults', () =>
      HttpResponse.json({ message: 'defaults.0.weightGrams must be at most 50000' }, { status: 400 }),
    ),
  );
  const { user } = renderWithStore(<ParcelDefaults />);
  const form = await screen.findByRole('form', { name: 'Parcel sizes' });
  await user.click(within(form).getByRole('button', { name: 'Save parcel sizes' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('defaults.0.weightGrams must be at most 50000');
});
