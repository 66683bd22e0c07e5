/**
 * Every app's words in every language: a key missing in Hindi, a message whose values differ
 * from the English one, or an English key no code uses fails here (the TypeScript types already
 * refuse a key the English file lacks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import appsFile from '../apps.json';
import { LOCALES } from '../src/i18n/locales';
import { compileMessages, MESSAGE_FILE } from './messages';

const ROOT = path.join(__dirname, '..', '..');

/** What speaks the shopper's language: the apps (the admin panel stays English) and the shared screens. */
const TRANSLATED = [...appsFile.apps.map((app) => app.dir).filter((dir) => dir !== 'remote-admin'), 'shared'];

/** An app's message folders: `src/i18n`, and a feature's own (`src/features/<name>/i18n`). */
function messageDirs(dir: string): string[] {
  const src = path.join(ROOT, dir, 'src');
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`i18n${path.sep}en.json`))
    .map((file) => path.join(src, path.dirname(file)));
}

/** Every message of an app in `locale`, from all its folders; a key in two of them fails. */
function messagesOf(dir: string, locale: string): Record<string, string> {
  const all: Record<string, string> = {};
  for (const folder of messageDirs(dir)) {
    const messages = JSON.parse(fs.readFileSync(path.join(folder, `${locale}.json`), 'utf8')) as Record<string, string>;
    const twice = Object.keys(messages).filter((key) => key in all);
    if (twice.length > 0) throw new Error(`${folder}: ${twice.join(', ')} also in another file`);
    Object.assign(all, messages);
  }
  return all;
}

/** The names of the values a message fills in ({count}, {name}), plural cases' own included. */
function valuesOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (pieces: unknown[]): void => {
    for (const piece of pieces) {
      if (!Array.isArray(piece)) continue;
      names.add(String(piece[0]));
      const cases: unknown = piece[2];
      if (cases && typeof cases === 'object')
        Object.values(cases).forEach((text) => Array.isArray(text) && walk(text as unknown[]));
    }
  };
  walk(compileMessage(message) as unknown[]);
  return [...names].sort();
}

/** The app's source, tests and message files aside. */
function sourceOf(dir: string): string {
  const src = path.join(ROOT, dir, 'src');
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(src, file), 'utf8'))
    .join('\n');
}

describe.each(TRANSLATED)('%s in every language', (dir) => {
  const english = messagesOf(dir, 'en');
  const prefix = `${dir.replace('remote-', '')}.`;

  it('keeps its keys under its own prefix', () => {
    expect(Object.keys(english).filter((key) => !key.startsWith(prefix))).toEqual([]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    'has every English key in %s, with the same values',
    (locale) => {
      const translated = messagesOf(dir, locale);
      expect(Object.keys(english).filter((key) => !(key in translated))).toEqual([]);
      expect(Object.keys(translated).filter((key) => !(key in english))).toEqual([]);
      for (const [key, message] of Object.entries(english)) {
        expect({ key, values: valuesOf(translated[key] ?? '') }).toEqual({ key, values: valuesOf(message) });
        expect({ key, empty: (translated[key] ?? '').trim() === '' }).toEqual({ key, empty: false });
      }
    },
  );

  it('uses every English key somewhere in its code', () => {
    const source = sourceOf(dir);
    expect(Object.keys(english).filter((key) => !source.includes(`'${key}'`))).toEqual([]);
  });
});

describe('compiling message files for the build', () => {
  it('compiles the apps’ message files and a feature’s own, nothing else', () => {
    for (const file of [
      '/app/remote-catalog/src/i18n/hi.json',
      '/app/remote-catalog/src/features/product/i18n/en.json',
    ])
      expect(MESSAGE_FILE.test(file)).toBe(true);
    for (const file of ['/app/remote-catalog/src/data/hi.json', '/app/node_modules/x/i18n/en.json'])
      expect(MESSAGE_FILE.test(file)).toBe(false);
  });

  it('turns ICU text into what Lingui fills in at run time', () => {
    expect(JSON.parse(compileMessages('{"a":"Hello","b":"Only {count} left"}'))).toEqual({
      a: ['Hello'],
      b: ['Only ', ['count'], ' left'],
    });
  });
});
