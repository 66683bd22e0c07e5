import { isPhotoData, PHOTO_DATA_MAX_LENGTH } from './photos';

it('takes base64 with or without a data URL and its padding, and nothing else', () => {
  expect(isPhotoData('iVBORw0KGgo=')).toBe(true);
  expect(isPhotoData('data:image/jpeg;base64,/9j/4AAQ==')).toBe(true);
  expect(isPhotoData('data:text/html;base64,PGI+')).toBe(false);
  expect(isPhotoData('data:image/png;base64,')).toBe(false);
  expect(isPhotoData('abc=def')).toBe(false);
  expect(isPhotoData('abc===')).toBe(false);
  expect(isPhotoData('reviews/x.jpg')).toBe(false);
});

it('answers for a photo at the size limit (a backtracking pattern ran out of stack there under load)', () => {
  const largest = 'data:image/jpeg;base64,' + 'QUJD'.repeat((PHOTO_DATA_MAX_LENGTH - 30) / 4);
  expect(isPhotoData(largest)).toBe(true);
  expect(isPhotoData(largest + '*')).toBe(false);
});
