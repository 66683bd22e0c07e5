import type { ReturnJson } from '@store/shared/api';
import { renderWithStore } from '@store/shared/testing';
import { screen } from '@testing-library/react';
import { ReturnStatus } from './ReturnStatus';

const asked: ReturnJson = {
  _id: 'r1',
  orderId: 'o1',
  lineId: 'o1-0',
  kind: 'refund',
  reason: 'defect',
  note: null,
  photoUrl: null,
  exchangeSize: null,
  alterations: null,
  state: 'refund-pending',
  stage: null,
  refusal: null,
  refund: { amount: 25000, to: 'upi', processed: false },
  creditNote: null,
  restocked: false,
  createdAt: '2026-11-20T04:00:00.000Z',
  timeline: [
    { state: 'requested', detail: null, at: '2026-11-20T04:00:00.000Z' },
    { state: 'in-workshop', detail: 'stitching', at: '2026-11-21T04:00:00.000Z' },
  ],
};

it('says what was asked, each step with its time, and where the refund goes', () => {
  const { unmount } = renderWithStore(<ReturnStatus orderId="o1" request={asked} />);
  const status = screen.getByRole('group', { name: 'Return of this piece: Refund on its way' });
  expect(status).toHaveTextContent('Requested · 20 Nov 2026, 9:30 am');
  expect(status).toHaveTextContent('In the workshop: Stitching · 21 Nov 2026, 9:30 am');
  expect(status).toHaveTextContent('₹25,000 being refunded to your UPI ID');
  unmount();

  renderWithStore(
    <ReturnStatus orderId="o1" request={{ ...asked, kind: 'alteration', alterations: { chest: 41.5, waist: 33 } }} />,
  );
  expect(screen.getByRole('group')).toHaveTextContent('Alteration: Chest to 41.5", Waist to 33"');
});

it('says where each part of a refund goes when the order was paid by store credit and cash', () => {
  renderWithStore(
    <ReturnStatus
      orderId="o1"
      request={{
        ...asked,
        refund: {
          amount: 1999,
          to: 'credit',
          processed: false,
          parts: [
            { amount: 500, to: 'credit', processed: true },
            { amount: 1499, to: 'upi', processed: false },
          ],
        },
      }}
    />,
  );
  const status = screen.getByRole('group');
  expect(status).toHaveTextContent('₹500 refunded to your store credit');
  expect(status).toHaveTextContent('₹1,499 being refunded to your UPI ID');
  expect(status).not.toHaveTextContent('₹1,999');
});
