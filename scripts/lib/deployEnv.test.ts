import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { SettingSections } from '@store/shared/settings';
import { apiSettingSections, METRICS_PORTS } from '../../api/src/settings';
import { renderSettingSections } from '../../shell/server/settings';
import { ROOT } from './apps';
import { OVERLAYS, overlayDir, renderOverlay } from './k8sManifests';
import type { Manifest } from './kustomize';

/**
 * What the deploy files set for a Node process is a setting of its schema: a misspelt or
 * retired name would otherwise be ignored in silence (the process starts on its default).
 */
const settingNames = (sections: SettingSections) =>
  new Set(Object.values(sections).flatMap((section) => Object.keys(section)));
const API = settingNames(apiSettingSections(METRICS_PORTS.api));
const RENDER = settingNames(renderSettingSections);
/** The Node processes of the deploy files, by their service or workload name, and the schema each reads. */
const PROCESSES: Record<string, Set<string>> = { api: API, worker: API, migrate: API, render: RENDER };

const unread = (names: Iterable<string>, process: string) =>
  [...names].filter((name) => !(PROCESSES[process] as Set<string>).has(name));

describe('docker-compose.yml', () => {
  const text = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  const compose = YAML.parse(text, { merge: true });

  it.each(Object.keys(PROCESSES))('gives the %s service only settings it reads', (service) => {
    expect(unread(Object.keys(compose.services[service].environment), service)).toEqual([]);
  });

  it('hands every setting of .env.example to a service', () => {
    const example = fs
      .readFileSync(path.join(ROOT, '.env.example'), 'utf8')
      .split('\n')
      .flatMap((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1] ?? []);
    expect(example.length).toBeGreaterThan(10);
    expect(example.filter((name) => !text.includes(`\${${name}`))).toEqual([]);
  });
});

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const objects = renderOverlay(overlayDir(overlay));
  const find = (kind: string, name: string) =>
    objects.find((object: Manifest) => object.kind === kind && object.metadata.name === name);

  /** The variables a workload's container gets: its own, and every key of the ConfigMaps and Secrets it takes whole. */
  function environmentOf(kind: string, name: string): string[] {
    const [container] = find(kind, name).spec.template.spec.containers;
    return [
      ...(container.env ?? []).map((variable: Manifest) => variable.name),
      ...(container.envFrom ?? []).flatMap((source: Manifest) => {
        const [sourceKind, ref] = source.configMapRef
          ? ['ConfigMap', source.configMapRef]
          : ['Secret', source.secretRef];
        const object = find(sourceKind, ref.name);
        return Object.keys({ ...object.data, ...object.stringData });
      }),
    ];
  }

  it.each([
    ['Deployment', 'api'],
    ['Deployment', 'worker'],
    ['Job', 'migrate'],
    ['Deployment', 'render'],
  ])('gives %s/%s only settings it reads', (kind, name) => {
    const environment = environmentOf(kind, name);
    expect(environment.length).toBeGreaterThan(2);
    expect(unread(environment, name)).toEqual([]);
  });
});
