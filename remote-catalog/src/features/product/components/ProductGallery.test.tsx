import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from './ProductGallery';

const images = ['/a.jpg', '/b.jpg', '/c.jpg'];
const mainImage = () => screen.getByRole('img', { name: 'Gown' });

it('shows one image without arrows or thumbnails, and the placeholder when there are none', () => {
  const { rerender } = render(<ProductGallery images={['/a.jpg']} name="Gown" />);
  expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  rerender(<ProductGallery images={[]} name="Gown" />);
  expect(mainImage().getAttribute('src')).toMatch(/^data:image\/svg/);
});

it('offers the main image in several widths, so a phone fetches one near its own', () => {
  render(<ProductGallery images={['/a.jpg']} name="Gown" />);
  const widths = (mainImage().getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);
  expect(widths).toEqual(['480w', '640w', '800w', '1080w']);
  expect(mainImage().getAttribute('srcset')).toContain('/a.jpg?tr=w-480,q-90,f-auto 480w');
  expect(mainImage()).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
});

it('wraps around in the carousel and picks from the thumbnail strip', async () => {
  const user = userEvent.setup();
  render(<ProductGallery images={images} name="Gown" />);
  expect(mainImage()).toHaveAttribute('src', '/a.jpg?tr=w-800,q-90,f-auto');
  const thumbs = screen.getAllByRole('button', { name: /Show image/ });
  expect(thumbs).toHaveLength(3);
  expect(within(thumbs[1] as HTMLElement).getByRole('presentation')).toHaveAttribute(
    'src',
    '/b.jpg?tr=w-100,q-80,f-auto',
  );
  await user.click(screen.getByRole('button', { name: 'Previous image' }));
  expect(mainImage()).toHaveAttribute('src', '/c.jpg?tr=w-800,q-90,f-auto');
  await user.click(screen.getByRole('button', { name: 'Next image' }));
  expect(mainImage()).toHaveAttribute('src', '/a.jpg?tr=w-800,q-90,f-auto');
  await user.click(thumbs[1] as HTMLElement);
  expect(mainImage()).toHaveAttribute('src', '/b.jpg?tr=w-800,q-90,f-auto');
  expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
});

it('zooms at the current image; arrows, keys and thumbnails wrap around; Escape closes', async () => {
  const user = userEvent.setup();
  render(<ProductGallery images={images} name="Gown" />);
  await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
  await user.click(screen.getByRole('button', { name: 'Zoom image 3 of 3' }));
  const zoom = await screen.findByRole('dialog', { name: 'Gown: image 3 of 3' });
  const zoomed = () => within(zoom).getByRole('img', { name: 'Gown' });
  expect(zoomed()).toHaveAttribute('src', '/c.jpg?tr=w-1200,q-95,f-auto');
  expect(within(zoom).getAllByRole('button', { name: /Zoom image/ })).toHaveLength(3);

  await user.click(within(zoom).getByRole('button', { name: 'Next image' }));
  expect(zoomed()).toHaveAttribute('src', '/a.jpg?tr=w-1200,q-95,f-auto');
  await user.keyboard('{ArrowLeft}');
  expect(zoomed()).toHaveAttribute('src', '/c.jpg?tr=w-1200,q-95,f-auto');
  await user.keyboard('{ArrowRight}');
  await user.keyboard('{ArrowRight}');
  expect(zoomed()).toHaveAttribute('src', '/b.jpg?tr=w-1200,q-95,f-auto');
  const smallThumb = within(within(zoom).getByRole('button', { name: 'Zoom image 1 of 3' })).getByRole('presentation');
  expect(smallThumb).toHaveAttribute('src', '/a.jpg?tr=w-60,q-60,f-auto');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('zooms into a larger picture that pans, says where one is (2 / 3), and fits again on the next image', async () => {
  const user = userEvent.setup();
  render(<ProductGallery images={images} name="Gown" />);
  await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
  await user.click(screen.getByRole('button', { name: 'Zoom image 2 of 3' }));
  const zoom = await screen.findByRole('dialog', { name: 'Gown: image 2 of 3' });
  const zoomed = () => within(zoom).getByRole('img', { name: 'Gown' });
  expect(within(zoom).getByText('2 / 3')).toBeInTheDocument();

  // A tap on the picture zooms in: the larger variant, in a frame that scrolls.
  await user.click(zoomed());
  expect(zoomed()).toHaveAttribute('src', '/b.jpg?tr=w-1800,q-90,f-auto');
  expect(within(zoom).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(zoom).getByTestId('zoom-stage')).toHaveStyle('overflow: auto');

  await user.click(within(zoom).getByRole('button', { name: 'Next image' }));
  expect(within(zoom).getByText('3 / 3')).toBeInTheDocument();
  expect(zoomed()).toHaveAttribute('src', '/c.jpg?tr=w-1200,q-95,f-auto');
  await user.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
  expect(zoomed()).toHaveAttribute('src', '/c.jpg?tr=w-1800,q-90,f-auto');
  await user.click(within(zoom).getByRole('button', { name: 'Zoom out' }));
  expect(zoomed()).toHaveAttribute('src', '/c.jpg?tr=w-1200,q-95,f-auto');
});

it('swipes between the pictures: all of them in one row that snaps sideways, the one it rests on current', async () => {
  render(<ProductGallery images={images} name="Gown" />);
  const track = screen.getByTestId('gallery-track');
  // The row scrolls and snaps by CSS alone, so a finger swipes before (and without) the page's code.
  expect(track).toHaveStyle('overflow-x: auto');
  expect(track).toHaveStyle('scroll-snap-type: x mandatory');
  const slides = within(track).getAllByRole('img', { name: 'Gown', hidden: true });
  expect(slides.map((img) => img.getAttribute('src'))).toEqual([
    '/a.jpg?tr=w-800,q-90,f-auto',
    '/b.jpg?tr=w-800,q-90,f-auto',
    '/c.jpg?tr=w-800,q-90,f-auto',
  ]);
  // The first comes at once, the others when a swipe brings them near.
  expect(slides.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);

  // A phone 390 px wide swipes twice: the row comes to rest on the third picture.
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 390 });
  track.scrollLeft = 780;
  act(() => {
    track.dispatchEvent(new Event('scroll'));
  });
  expect(mainImage()).toHaveAttribute('src', '/c.jpg?tr=w-800,q-90,f-auto');
  expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'Zoom image 3 of 3' })).toBeInTheDocument();
});

it('opens the zoom over the whole page, at the end of the document: nothing the page sits in holds it under the header', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <main>
      <ProductGallery images={images} name="Gown" />
    </main>,
  );
  await user.click(screen.getByRole('button', { name: 'Zoom image 1 of 3' }));
  const zoom = await screen.findByRole('dialog', { name: 'Gown: image 1 of 3' });
  expect(container).not.toContainElement(zoom);
  expect(zoom.parentElement).toBe(document.body);
});
