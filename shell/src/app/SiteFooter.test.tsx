import { renderWithStore } from '@store/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { SiteFooter } from './SiteFooter';

it('names its columns and links in Hindi on a Hindi page, the brand as it is', async () => {
  await act(async () => renderWithStore(<SiteFooter />, { locale: 'hi' }));
  const shop = await screen.findByRole('navigation', { name: 'शॉप' });
  expect(
    within(shop)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['पुरुषों के कपड़े', '/mens'],
    ['एक्सेसरीज़', '/accessories'],
    ['महिलाओं के कपड़े', '/womens'],
  ]);
  const help = screen.getByRole('navigation', { name: 'मदद' });
  expect(within(help).getByRole('link', { name: 'डिलीवरी' })).toHaveAttribute('href', '/help#shipping');
  expect(within(help).getByRole('link', { name: 'रिटर्न और ऑल्टरेशन' })).toHaveAttribute('href', '/help#returns');
  const legal = screen.getByRole('navigation', { name: 'कानूनी' });
  expect(within(legal).getByRole('link', { name: 'प्राइवेसी' })).toHaveAttribute('href', '/privacy');
  expect(screen.getByText('ELEGANCE')).toBeInTheDocument();
  expect(screen.getByText('© Elegance. सभी कीमतें रुपये में, GST सहित।')).toBeInTheDocument();
});
