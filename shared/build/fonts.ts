import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { RsbuildPlugin } from '@rsbuild/core';
import arial from '@capsizecss/metrics/arial';
import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import jost from '@capsizecss/metrics/jost';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import subsetFont from 'subset-font';
import { BRAND_FAMILY } from '../src/ui/theme';

const require = createRequire(import.meta.url);

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

export interface BrandFont {
  /** The family the theme names. */
  family: string;
  /** The fontsource package and its files' prefix. */
  package: string;
  file: string;
  weights: string;
  metrics: { brand: Metrics; fallback: Metrics };
  /** Installed fonts with the fallback's metrics (Liberation is metric-compatible with Times and Arial). */
  fallbackLocal: string[];
}

/** A serif for display and a geometric sans for text (docs/design.md). */
const BRAND_FONTS: BrandFont[] = [
  {
    family: BRAND_FAMILY.display,
    package: '@fontsource-variable/cormorant-garamond',
    file: 'cormorant-garamond',
    weights: '300 700',
    metrics: { brand: cormorantGaramond, fallback: timesNewRoman },
    fallbackLocal: ['Times New Roman', 'Liberation Serif', 'Tinos'],
  },
  {
    family: BRAND_FAMILY.text,
    package: '@fontsource-variable/jost',
    file: 'jost',
    weights: '100 900',
    metrics: { brand: jost, fallback: arial },
    fallbackLocal: ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'],
  },
];

/**
 * What the store writes: ASCII, the rupee sign and typographic punctuation. This subset is the
 * preloaded file; anything else in Latin comes from fontsource's full Latin file, which the
 * browser fetches only when a page holds such a character (a name with an accent).
 */
const STORE_RANGE: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20b9, 0x20b9],
];
const hex = (n: number) => n.toString(16).toUpperCase();
const storeUnicodeRange = STORE_RANGE.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');
const storeText = STORE_RANGE.flatMap(([a, b]) =>
  Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
).join('');

/** fontsource's Latin range for a font's full file (read from its own CSS, so it stays theirs). */
function fontsourceLatin(font: BrandFont): { file: string; unicodeRange: string } {
  const css = fs.readFileSync(require.resolve(`${font.package}/wght.css`), 'utf8');
  const block = /\/\*[^*]*-latin-wght-normal \*\/\s*@font-face\s*{([^}]*)}/.exec(css)?.[1];
  const range = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!range) throw new Error(`${font.package}: no Latin face in its wght.css`);
  return { file: require.resolve(`${font.package}/files/${font.file}-latin-wght-normal.woff2`), unicodeRange: range };
}

interface EmittedFont {
  font: BrandFont;
  subset: string;
  latin: string;
}

const face = (family: string, src: string, weight: string, range: string) =>
  `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${src}) format('woff2');unicode-range:${range}}`;

/**
 * The fallback a font swaps from, stretched to the brand font's metrics, so text takes the same
 * room before and after the swap (no layout shift). The metrics are capsize's.
 */
function fallbackFace(font: BrandFont): string {
  const { brand, fallback } = font.metrics;
  const width = (m: typeof brand) => m.xWidthAvg / m.unitsPerEm;
  const size = width(brand) / width(fallback);
  const pct = (n: number) => `${((n / brand.unitsPerEm / size) * 100).toFixed(2)}%`;
  const src = font.fallbackLocal.map((name) => `local('${name}')`).join(',');
  return `@font-face{font-family:'${font.family} Fallback';src:${src};size-adjust:${(size * 100).toFixed(2)}%;ascent-override:${pct(brand.ascent)};descent-override:${pct(-brand.descent)};line-gap-override:${pct(brand.lineGap)}}`;
}

/** The @font-face rules of the brand fonts, given where each file was emitted. */
export function fontFaceCss(emitted: EmittedFont[]): string {
  return emitted
    .map(({ font, subset, latin }) =>
      [
        // Declared first: the later face wins where ranges overlap, so this one serves only the rest of Latin.
        face(font.family, latin, font.weights, fontsourceLatin(font).unicodeRange),
        face(font.family, subset, font.weights, storeUnicodeRange),
        fallbackFace(font),
      ].join(''),
    )
    .join('');
}

const made = new Map<string, Promise<Buffer>>();
/** The store's subset of a variable font, made once per process (harfbuzz, about 100 ms). */
function storeSubset(file: string): Promise<Buffer> {
  const subset = made.get(file) ?? subsetFont(fs.readFileSync(file), storeText, { targetFormat: 'woff2' });
  made.set(file, subset);
  return subset;
}

/** Each brand font's files: the store subset (preloaded) and fontsource's full Latin file. */
export async function brandFontFiles(): Promise<{ font: BrandFont; subset: Buffer; latin: Buffer }[]> {
  return Promise.all(
    BRAND_FONTS.map(async (font) => {
      const latinFile = fontsourceLatin(font).file;
      return { font, subset: await storeSubset(latinFile), latin: fs.readFileSync(latinFile) };
    }),
  );
}

/**
 * The brand fonts, self-hosted by the host: each font's store subset is emitted and preloaded,
 * its full Latin file emitted for the rare character, and the @font-face rules (with the
 * metric-matched fallbacks) go inline in the head so the first paint already knows them.
 */
export function pluginBrandFonts(): RsbuildPlugin {
  return {
    name: 'store:brand-fonts',
    setup(api) {
      api.modifyHTMLTags(async (tags, { compilation, compiler, assetPrefix }) => {
        const prefix = assetPrefix.replace(/\/$/, '');
        const emit = (name: string, bytes: Buffer) => {
          const file = `static/font/${name}.${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(bytes));
          return `${prefix}/${file}`;
        };
        const emitted: EmittedFont[] = (await brandFontFiles()).map(({ font, subset, latin }) => ({
          font,
          subset: emit(`${font.file}-store`, subset),
          latin: emit(`${font.file}-latin`, latin),
        }));
        const preloads = emitted.map(({ subset }) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: subset, crossorigin: '' },
        }));
        return {
          ...tags,
          headTags: [
            ...tags.headTags,
            ...preloads,
            { tag: 'style', attrs: { id: 'brand-fonts' }, children: fontFaceCss(emitted) },
          ],
        };
      });
    },
  };
}
