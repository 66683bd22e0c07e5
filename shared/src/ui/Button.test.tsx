import { render, screen } from '@testing-library/react';
import { Button } from './Button';

it('keeps "Rs." in an amount as written under the capitals of a button', () => {
  render(
    <>
      <Button type="button">PAY 20% NOW (Rs.1,999.50)</Button>
      <Button type="button">Pay balance ({'Rs.7,996'})</Button>
    </>,
  );
  // The name stays as it was (one run of text), only the amount is out of the capitals' reach.
  const pay = screen.getByRole('button', { name: 'PAY 20% NOW (Rs.1,999.50)' });
  expect(pay).toHaveStyle('text-transform: uppercase');
  expect(screen.getByText('Rs.1,999.50')).toHaveStyle('text-transform: none');
  expect(screen.getByRole('button', { name: 'Pay balance (Rs.7,996)' })).toBeInTheDocument();
  expect(screen.getByText('Rs.7,996')).toHaveStyle('text-transform: none');
});

it('leaves a button without an amount as it is', () => {
  render(<Button type="button">ADD TO CART</Button>);
  expect(screen.getByRole('button', { name: 'ADD TO CART' }).children).toHaveLength(0);
});
