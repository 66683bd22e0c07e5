import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/apps';
import { manifestProblems, type Manifest } from './manifestContract';
import { propsProblems } from './propsContract';

const built: Manifest = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'catalog-manifest.json'), 'utf8'));
const ranges = { react: '^19.3.1', 'react-router-dom': '^7.18.5' };

describe('manifest contract', () => {
  it('holds for a remote that exposes what the shell loads with singletons in range', () => {
    expect(manifestProblems('catalog', built, ['Home', 'Listing'], ranges)).toEqual([]);
  });

  it('fails a remote that dropped a module, renamed its container or ships another React', () => {
    const broken: Manifest = {
      ...built,
      name: 'catalogue',
      exposes: built.exposes.filter((entry) => entry.name !== 'Listing'),
      shared: built.shared.map((entry) => (entry.name === 'react' ? { ...entry, version: '18.3.1' } : entry)),
    };
    expect(manifestProblems('catalog', broken, ['Home', 'Listing'], ranges)).toEqual([
      "catalog: the manifest names its container 'catalogue'",
      'catalog: does not expose Listing, which the shell loads',
      "catalog: ships react 18.3.1, outside the shell's ^19.3.1",
    ]);
  });

  it('fails a remote that stopped sharing a singleton', () => {
    const unshared = { ...built, shared: built.shared.filter((entry) => entry.name !== 'react-router-dom') };
    expect(manifestProblems('catalog', unshared, ['Home'], ranges)).toEqual([
      'catalog: does not share react-router-dom (the shell shares it as a singleton)',
    ]);
  });
});

describe('store contract', () => {
  const store = { version: 1, actions: ['cart/itemAdded', 'ui/cartOpened'], tagTypes: ['Product', 'ProductList'] };
  const builtWith = (contract: unknown) =>
    ({ ...built, metaData: { ...built.metaData, storeContract: contract } }) as Manifest;

  it("holds for a remote built with the shell's contract", () => {
    expect(manifestProblems('catalog', builtWith(store), ['Home'], ranges, store)).toEqual([]);
  });

  it('fails a remote built for another version, one that dispatches an unknown action, and one built without it', () => {
    expect(
      manifestProblems('catalog', builtWith({ version: 2, actions: ['ui/drawerToggled'] }), ['Home'], ranges, store),
    ).toEqual([
      "catalog: built for store contract 2, the shell's is 1",
      "catalog: dispatches ui/drawerToggled, which the shell's store does not know",
    ]);
    expect(manifestProblems('catalog', builtWith(undefined), ['Home'], ranges, store)).toEqual([
      'catalog: its manifest carries no store contract (built before it: rebuild)',
    ]);
  });

  it("fails a remote whose endpoints tag with a type the shell's API slice does not have", () => {
    const tagging = { ...store, tagTypes: ['Product', 'Wishlist'] };
    expect(manifestProblems('catalog', builtWith(tagging), ['Home'], ranges, store)).toEqual([
      "catalog: tags its answers Wishlist, a type the shell's API slice does not have",
    ]);
  });
});

describe('props contract', () => {
  const dir = fs.mkdtempSync(path.join(ROOT, 'scripts', 'contracts', '.tmp-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const contract = path.join(ROOT, 'shell', 'src', 'federation', 'contract.ts');
  const tsconfig = path.join(ROOT, 'tsconfig.json');
  const write = (name: string, code: string) => {
    const file = path.join(dir, `${name}.tsx`);
    fs.writeFileSync(file, code);
    return file;
  };

  it('holds for the real exposed modules', () => {
    const file = path.join(ROOT, 'remote-catalog', 'src', 'exposes', 'Home.tsx');
    expect(propsProblems([{ id: 'catalog/Home', file }], contract, tsconfig)).toEqual([]);
  });

  it('fails a module that needs a prop the shell does not pass, or has no default component', () => {
    const needsProp = write(
      'NeedsProp',
      'export default function Home({ id }: { id: string }) { return <p>{id}</p>; }\n',
    );
    const noDefault = write('NoDefault', 'export function Home() { return null; }\n');
    const problems = propsProblems(
      [
        { id: 'catalog/Home', file: needsProp },
        { id: 'catalog/Listing', file: noDefault },
        { id: 'catalog/Gone', file: path.join(dir, 'Gone.tsx') },
      ],
      contract,
      tsconfig,
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^catalog\/Gone: no source at /);
    expect(problems[1]).toMatch(/^catalog\/Home: .*Property 'id' is missing/);
    expect(problems[2]).toMatch(/^catalog\/Listing: .*has no default export/);
  }, 30_000);
});
