import { brandFontFiles, fontFaceCss } from './fonts';

/** The budget a page's first load may spend on fonts (issue 22): the preloaded subsets. */
const FIRST_LOAD_FONT_BUDGET = 40 * 1024;

it('preloads at most 40 KB of fonts, each subset far smaller than its full Latin file', async () => {
  const files = await brandFontFiles();
  expect(files.map(({ font }) => font.family)).toEqual(['Elegance Display', 'Elegance Text']);
  const preloaded = files.reduce((sum, { subset }) => sum + subset.length, 0);
  expect(preloaded).toBeLessThanOrEqual(FIRST_LOAD_FONT_BUDGET);
  for (const { subset, latin } of files) {
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(latin.length * 0.8);
  }
}, 30_000); // Subsetting two fonts takes seconds of CPU, more beside the other test workers.

it('declares the full Latin face before the subset (the later face serves what the store writes), and a fitted fallback', async () => {
  const files = await brandFontFiles();
  const css = fontFaceCss(
    files.map(({ font }) => ({ font, subset: `/${font.file}-store.woff2`, latin: `/${font.file}-latin.woff2` })),
  );
  for (const { font } of files) {
    const latin = css.indexOf(`/${font.file}-latin.woff2`);
    expect(latin).toBeGreaterThan(-1);
    expect(css.indexOf(`/${font.file}-store.woff2`)).toBeGreaterThan(latin);
    expect(css).toMatch(
      new RegExp(`font-family:'${font.family} Fallback';src:local\\('[^']+'\\)[^}]*size-adjust:\\d+\\.\\d+%`),
    );
  }
  // The rupee sign is in the subset's range.
  expect(css).toContain('U+20B9');
});
