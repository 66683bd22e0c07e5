import { HttpResponse } from 'msw';
import { api, renderWithStore, setupApiServer } from '@store/shared/testing';
import { screen } from '@testing-library/react';
import { BuyGiftCardPage } from './BuyGiftCardPage';

const server = setupApiServer();

it('offers the amounts on sale, each a choice, with the card’s months', async () => {
  server.use(api.get('/gift-cards/amounts', () => HttpResponse.json({ amounts: [1000, 2000], validMonths: 12 })));
  renderWithStore(<BuyGiftCardPage />);
  expect(await screen.findByRole('radio', { name: /1,000$/ })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: /2,000$/ })).toBeInTheDocument();
  expect(screen.getByLabelText("Recipient's name")).toBeInTheDocument();
  expect(screen.getByText(/for 12 months/)).toBeInTheDocument();
});

it('says none are on sale, with no form to fill in for nothing', async () => {
  server.use(api.get('/gift-cards/amounts', () => HttpResponse.json({ amounts: [], validMonths: 12 })));
  renderWithStore(<BuyGiftCardPage />);
  expect(await screen.findByText('No gift cards are on sale just now. Please look again soon.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(screen.queryByLabelText("Recipient's name")).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Check a gift card's balance" })).toBeInTheDocument();
});
