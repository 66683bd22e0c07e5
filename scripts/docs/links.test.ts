import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository stands alone: every relative link in its Markdown resolves to a file in it
 * (and a #fragment to a heading of that file), and nothing points outside the clone.
 */
const root = resolve(__dirname, '../..');
const markdown = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.includes('node_modules/'));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file: string) =>
  new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

function linksOf(file: string): string[] {
  // Code blocks hold examples, not links.
  const text = readFileSync(join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
}

it('finds the docs', () => {
  expect(markdown).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/product.md']));
});

it.each(markdown)('%s: every relative link resolves inside the repository', (file) => {
  const broken: string[] = [];
  for (const link of linksOf(file)) {
    if (/^(https?:|mailto:)/.test(link)) continue;
    const [path = '', fragment] = link.split('#');
    const target = path ? resolve(root, dirname(file), path) : join(root, file);
    if (!target.startsWith(root + '/') || !existsSync(target)) broken.push(link);
    else if (fragment && target.endsWith('.md') && !anchorsOf(target).has(fragment)) broken.push(link);
  }
  expect(broken).toEqual([]);
});

it('no file points at the planning folder outside the clone', () => {
  const grep = spawnSync('git', ['grep', '-l', '-e', '\\.\\./shared/spec', '-e', 'store-spec\\.md', '--', '.'], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(grep.stdout.split('\n').filter(Boolean)).toEqual([]);
});
