import { imageSrcSet, imageUrl } from './imageUrl';

it('adds ImageKit transformations to image URLs', () => {
  expect(imageUrl('http://api/media/p/a.jpg', { w: 800, q: 90 })).toBe('http://api/media/p/a.jpg?tr=w-800,q-90,f-auto');
  expect(imageUrl('https://ik.imagekit.io/x/a.jpg?v=2', { w: 60, h: 60, q: 60 })).toBe(
    'https://ik.imagekit.io/x/a.jpg?v=2&tr=w-60,h-60,q-60,f-auto',
  );
  expect(imageSrcSet('/a.jpg', [300, 600], 80)).toBe(
    '/a.jpg?tr=w-300,q-80,f-auto 300w, /a.jpg?tr=w-600,q-80,f-auto 600w',
  );
});

it('leaves placeholders and missing images alone', () => {
  expect(imageUrl(null, { w: 100 })).toBeNull();
  expect(imageUrl('data:image/svg+xml,x', { w: 100 })).toBe('data:image/svg+xml,x');
  expect(imageSrcSet('data:image/svg+xml,x', [100], 80)).toBeUndefined();
});
