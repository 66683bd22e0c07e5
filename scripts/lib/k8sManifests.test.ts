import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps';
import {
  DATABASE_CONNECTIONS,
  databaseConnections,
  imageOwners,
  K8S_DIR,
  manifestProblems,
  OVERLAYS,
  overlayDir,
  REMOTE_IMAGES,
  renderOverlay,
  secretSourceProblems,
} from './k8sManifests';
import type { Manifest } from './kustomize';

const find = (objects: Manifest[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);

function tempOverlay(kustomization: object, files: Record<string, string> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-k8s-'));
  fs.writeFileSync(path.join(dir, 'kustomization.yaml'), JSON.stringify(kustomization));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

const checkK8s = (...dirs: string[]) =>
  spawnSync(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-k8s.ts', ...dirs], {
    cwd: ROOT,
    encoding: 'utf8',
  });

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const objects = renderOverlay(overlayDir(overlay));

  it('lets only the API reach Redis, and the migrate Job nothing but PostgreSQL', () => {
    const egressPorts = (app: string) =>
      objects
        .filter((o) => o.kind === 'NetworkPolicy' && Object.keys(o.spec.podSelector).length > 0)
        .filter((o) => {
          const { matchLabels = {}, matchExpressions = [] } = o.spec.podSelector;
          return (
            matchLabels['app.kubernetes.io/name'] === app ||
            matchExpressions.some((e: Manifest) => e.operator === 'In' && e.values.includes(app))
          );
        })
        .flatMap((o) =>
          (o.spec.egress ?? []).flatMap((rule: Manifest) => (rule.ports ?? []).map((p: Manifest) => p.port)),
        );
    expect(egressPorts('api')).toContain(6379);
    expect(egressPorts('worker')).not.toContain(6379);
    expect(egressPorts('worker')).toContain(5432);
    expect(egressPorts('migrate').filter((port: number) => port !== 53)).toEqual([5432]);
  });

  it('runs every part of the store, each in its namespace', () => {
    const deployments = objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name);
    expect(deployments.sort()).toEqual(['account', 'admin', 'api', 'catalog', 'checkout', 'render', 'shell', 'worker']);
    expect(find(objects, 'HorizontalPodAutoscaler', 'api').spec.scaleTargetRef.name).toBe('api');
    expect(find(objects, 'Job', 'migrate').spec.template.spec.containers[0].command).toContain(
      'api/src/cli/migrate.ts',
    );
    expect(find(objects, 'Deployment', 'worker').spec.template.spec.containers[0].command).toContain(
      'api/src/worker.ts',
    );
    expect(new Set(objects.map((o) => o.metadata.namespace)).size).toBe(1);
  });

  it('keeps every rule: probes, resources, non-root read-only pods, budgets, default deny, hosts', () => {
    expect(manifestProblems(objects)).toEqual([]);
  });

  it('releases each remote by its own image tag, which no other part runs', () => {
    const owners = imageOwners(overlay, objects);
    for (const image of REMOTE_IMAGES) expect(owners[image]).toEqual([image.replace('store/remote-', '')]);
  });
});

it('names what a broken manifest breaks', () => {
  const objects = renderOverlay(overlayDir('production'));
  const api = find(objects, 'Deployment', 'api').spec.template.spec;
  delete api.containers[0].readinessProbe;
  delete api.containers[0].resources.limits;
  find(objects, 'Deployment', 'worker').spec.template.spec.containers[0].securityContext.readOnlyRootFilesystem = false;
  find(objects, 'Deployment', 'shell').spec.template.spec.securityContext.runAsNonRoot = false;
  const withoutBudget = objects.filter(
    (o) => !(o.kind === 'PodDisruptionBudget' && o.metadata.name === 'render') && o.metadata.name !== 'default-deny',
  );
  find(objects, 'Ingress', 'store').spec.rules[2].host = 'catalogue.shop.example.in';
  find(objects, 'Ingress', 'store').spec.rules[1].http.paths[0].backend.service = {
    name: 'api',
    port: { name: 'http' },
  };
  expect(manifestProblems(withoutBudget)).toEqual(
    expect.arrayContaining([
      'Deployment/api api: no readinessProbe',
      'Deployment/api api: no cpu limits',
      'Deployment/api api: no memory limits',
      'Deployment/worker worker: root filesystem is writable',
      'Deployment/shell copy-build: not runAsNonRoot with a numeric non-root runAsUser',
      'Deployment/shell nginx: not runAsNonRoot with a numeric non-root runAsUser',
      'Deployment/render: more than one replica and no PodDisruptionBudget',
      'NetworkPolicy: no default deny of every ingress and egress',
      expect.stringMatching(/^Ingress\/store: hosts .*catalogue\.shop\.example\.in.* differ from the configured/),
      'Ingress/store: catalogue.shop.example.in has no TLS',
      'Ingress/store: api.shop.example.in goes to the API itself, not through its front (shell:api)',
    ]),
  );
});

it("leaves the API's pod count to its autoscaler: a replicas field, in the base or an overlay, is refused", () => {
  for (const overlay of OVERLAYS)
    expect(find(renderOverlay(overlayDir(overlay)), 'Deployment', 'api').spec).not.toHaveProperty('replicas');
  const dir = tempOverlay({ resources: [overlayDir('production')], replicas: [{ name: 'api', count: 4 }] });
  const pinned = renderOverlay(dir);
  fs.rmSync(dir, { recursive: true });
  expect(manifestProblems(pinned)).toEqual(['Deployment/api: sets replicas, which its HorizontalPodAutoscaler owns']);
});

it("keeps the store's PostgreSQL connections, every pod at its ceiling, within what a default server accepts", () => {
  // Each pod: its pool (five by default) and one listening connection.
  expect(databaseConnections(renderOverlay(overlayDir('production')))).toEqual({
    total: 78,
    parts: ['api 10 × 6', 'worker 2 × 6', 'migrate 1 × 6'],
  });
  // Ten a process, the old default: 143, so a sale's sixth or seventh API pod would already be refused.
  const dir = tempOverlay(
    {
      resources: [overlayDir('production')],
      configMapGenerator: [{ name: 'api-config', behavior: 'merge', envs: ['pool.env'] }],
    },
    { 'pool.env': 'DATABASE_POOL_SIZE=10\n' },
  );
  const larger = renderOverlay(dir);
  fs.rmSync(dir, { recursive: true });
  expect(manifestProblems(larger)).toEqual([
    `PostgreSQL: 143 connections with every pod at its ceiling (api 10 × 11, worker 2 × 11, migrate 1 × 11), over the ${DATABASE_CONNECTIONS} a default server accepts`,
  ]);
});

it("changes only the catalog's pods when its team releases a new tag", () => {
  const production = renderOverlay(overlayDir('production'));
  const dir = tempOverlay({
    resources: [overlayDir('production')],
    images: [{ name: 'registry.example.in/store/remote-catalog', newTag: '2.4.0' }],
  });
  const released = renderOverlay(dir);
  fs.rmSync(dir, { recursive: true });
  const changed = released.filter((object, i) => JSON.stringify(object) !== JSON.stringify(production[i]));
  expect(changed.map((o) => `${o.kind}/${o.metadata.name}`)).toEqual(['Deployment/catalog']);
  expect(changed[0].spec.template.spec.containers[0].image).toBe('registry.example.in/store/remote-catalog:2.4.0');
});

it('keeps every secret value out of git', () => {
  const ignored = (file: string) => spawnSync('git', ['check-ignore', '-q', file], { cwd: ROOT }).status === 0;
  expect(secretSourceProblems(ignored)).toEqual([]);
  // The committed examples exist; the real files are ignored by git.
  for (const overlay of OVERLAYS)
    expect(fs.existsSync(path.join(overlayDir(overlay), 'secrets.env.example'))).toBe(true);
  expect(execFileSync('git', ['ls-files', K8S_DIR], { cwd: ROOT, encoding: 'utf8' })).not.toMatch(/secrets\.env\n/);

  const dir = tempOverlay(
    {
      secretGenerator: [
        { name: 'store-secrets', envs: ['secrets.env'] },
        { name: 'inline', literals: ['A=b'] },
      ],
    },
    {
      'secrets.env.example': 'APP_SECRET=hunter2-but-longer\nDATABASE_URL=postgres://u:CHANGE_ME@db/store\nEMPTY=\n',
      'token.yaml': 'apiVersion: v1\nkind: Secret\n',
    },
  );
  expect(secretSourceProblems(() => false, dir).map((problem) => problem.replace(/^.*\//, ''))).toEqual([
    'secrets.env: not gitignored',
    'secrets.env.example: APP_SECRET holds a value (leave it empty or CHANGE_ME)',
    'kustomization.yaml: secret inline takes values from somewhere other than env files',
    'token.yaml: a Secret written in git',
  ]);
  fs.rmSync(dir, { recursive: true });
});

it('validates every rendered object against the Kubernetes schemas, and fails an invalid one', () => {
  const valid = checkK8s();
  expect(valid.stderr).not.toMatch(/staging:|production:/);
  expect(valid.status).toBe(0);

  const dir = tempOverlay(
    {
      resources: [overlayDir('staging')],
      patches: [{ path: 'api.yaml' }],
    },
    {
      'api.yaml': JSON.stringify({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'api' },
        spec: {
          template: { spec: { containers: [{ name: 'api', ports: [{ name: 'http', containerPort: 'http' }] }] } },
        },
      }),
    },
  );
  const invalid = checkK8s(dir);
  fs.rmSync(dir, { recursive: true });
  expect(invalid.status).toBe(1);
  expect(invalid.stderr).toMatch(/Deployment\/api: .*containerPort must be integer/);
}, 30_000);

it('labels what a release applies first: the settings, the secrets and the migrate Job', () => {
  const objects = renderOverlay(overlayDir('production'));
  const first = objects.filter((o) =>
    ['config', 'migration'].includes(o.metadata.labels?.['app.kubernetes.io/component']),
  );
  expect(first.map((o) => `${o.kind}/${o.metadata.name.replace(/-[0-9a-f]{10}$/, '')}`).sort()).toEqual([
    'ConfigMap/api-config',
    'ConfigMap/web-config',
    'Job/migrate',
    'Secret/store-secrets',
  ]);
});
