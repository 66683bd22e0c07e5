import { sizeRuns } from './sizeFit';

const said = (small: number, fits: number, large: number) => ({ small, true: fits, large });

it('says nothing until enough buyers answered', () => {
  expect(sizeRuns(said(4, 0, 0), 5)).toBeNull();
  expect(sizeRuns(said(5, 0, 0), 5)).toBe('small');
  expect(sizeRuns(said(0, 0, 0), 0)).toBeNull();
  // The count is the setting's: a store may ask for more.
  expect(sizeRuns(said(7, 2, 0), 10)).toBeNull();
});

it('runs small or large only on a clear majority, three in five', () => {
  expect(sizeRuns(said(3, 2, 0), 5)).toBe('small');
  expect(sizeRuns(said(3, 1, 1), 5)).toBe('small');
  expect(sizeRuns(said(5, 4, 0), 5)).toBeNull();
  expect(sizeRuns(said(1, 0, 4), 5)).toBe('large');
  expect(sizeRuns(said(3, 0, 3), 5)).toBeNull();
  expect(sizeRuns(said(2, 6, 2), 5)).toBeNull();
});
