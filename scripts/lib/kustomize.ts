/**
 * The part of Kustomize that deploy/k8s uses, to render its overlays offline (the kustomize
 * binary is not on npm): resources, namespace, images, replicas, configMap/secret generators
 * (env files, create or merge, generatorOptions' labels, a content hash in the name and every
 * reference rewritten),
 * and patches (strategic merge, or JSON 6902 with a target). Any other field is an error, so
 * an overlay cannot use something this renderer would silently skip.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

/** A parsed Kubernetes object, any shape until it is checked against the Kubernetes schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Manifest = any;

export interface RenderOptions {
  /** Read each secretGenerator env file's committed `.example` (tests: the real file is gitignored). */
  exampleSecrets?: boolean;
}

const FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'images',
  'replicas',
  'configMapGenerator',
  'secretGenerator',
  'generatorOptions',
  'patches',
]);

export function readKustomization(dir: string): Manifest {
  const kustomization = YAML.parse(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'));
  for (const field of Object.keys(kustomization))
    if (!FIELDS.has(field)) throw new Error(`${dir}/kustomization.yaml: ${field} is not supported by this renderer`);
  return kustomization;
}

/** Every object `kustomize build <dir>` prints, in the order of its resources. */
export function renderKustomization(dir: string, options: RenderOptions = {}): Manifest[] {
  const generated = new WeakSet<object>();
  const objects = build(path.resolve(dir), options, generated);
  nameGeneratedByContent(objects, generated);
  return objects;
}

function build(dir: string, options: RenderOptions, generated: WeakSet<object>): Manifest[] {
  const k = readKustomization(dir);
  const objects: Manifest[] = [];
  for (const resource of k.resources ?? []) {
    const file = path.resolve(dir, resource);
    if (fs.statSync(file).isDirectory()) objects.push(...build(file, options, generated));
    else objects.push(...YAML.parseAllDocuments(fs.readFileSync(file, 'utf8')).map((doc) => doc.toJS()));
  }
  const labels = k.generatorOptions?.labels ?? {};
  if (Object.keys(k.generatorOptions ?? {}).some((key) => key !== 'labels'))
    throw new Error(`${dir}: generatorOptions other than labels are not supported`);
  for (const generator of k.configMapGenerator ?? [])
    generate(objects, generated, 'ConfigMap', dir, generator, labels, options);
  for (const generator of k.secretGenerator ?? [])
    generate(objects, generated, 'Secret', dir, generator, labels, options);
  for (const patch of k.patches ?? []) applyPatch(objects, dir, patch);
  for (const image of k.images ?? []) setImage(objects, image);
  for (const { name, count } of k.replicas ?? []) {
    const target = objects.find((object) => object.kind === 'Deployment' && object.metadata.name === name);
    if (!target) throw new Error(`${dir}: replicas for ${name}, which is not a Deployment here`);
    target.spec.replicas = count;
  }
  if (k.namespace) for (const object of objects) object.metadata.namespace = k.namespace;
  return objects;
}

/** KEY=VALUE lines; blank lines and # comments skipped (Kustomize's env file format). */
export function readEnvFile(file: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const text = line.trim();
    if (!text || text.startsWith('#')) continue;
    const at = text.indexOf('=');
    if (at < 1) throw new Error(`${file}: not KEY=VALUE: ${text}`);
    entries[text.slice(0, at)] = text.slice(at + 1);
  }
  return entries;
}

function generate(
  objects: Manifest[],
  generated: WeakSet<object>,
  kind: 'ConfigMap' | 'Secret',
  dir: string,
  generator: Manifest,
  labels: Record<string, string>,
  options: RenderOptions,
) {
  const unknown = Object.keys(generator).filter((key) => !['name', 'behavior', 'envs'].includes(key));
  if (unknown.length)
    throw new Error(`${dir}: ${kind} generator ${generator.name}: ${unknown.join(', ')} not supported`);
  const data: Record<string, string> = {};
  for (const env of generator.envs ?? []) {
    const file = path.resolve(dir, kind === 'Secret' && options.exampleSecrets ? `${env}.example` : env);
    Object.assign(data, readEnvFile(file));
  }
  const encoded =
    kind === 'Secret'
      ? Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Buffer.from(value).toString('base64')]))
      : data;
  const existing = objects.find((object) => object.kind === kind && object.metadata.name === generator.name);
  const behavior = generator.behavior ?? 'create';
  if (behavior === 'merge') {
    if (!existing || !generated.has(existing)) throw new Error(`${dir}: nothing to merge into for ${generator.name}`);
    Object.assign(existing.data, encoded);
    return;
  }
  if (behavior !== 'create') throw new Error(`${dir}: generator behavior ${behavior} not supported`);
  if (existing) throw new Error(`${dir}: ${kind} ${generator.name} already exists`);
  const object = {
    apiVersion: 'v1',
    kind,
    metadata: { name: generator.name, ...(Object.keys(labels).length ? { labels } : {}) },
    ...(kind === 'Secret' ? { type: 'Opaque' } : {}),
    data: encoded,
  };
  generated.add(object);
  objects.push(object);
}

function applyPatch(objects: Manifest[], dir: string, entry: Manifest) {
  const body = YAML.parse(entry.path ? fs.readFileSync(path.resolve(dir, entry.path), 'utf8') : entry.patch);
  const target = entry.target ?? { kind: body.kind, name: body.metadata?.name };
  const matches = objects.filter(
    (object) => object.kind === target.kind && (!target.name || object.metadata.name === target.name),
  );
  if (!matches.length) throw new Error(`${dir}: patch target ${target.kind}/${target.name} not found`);
  for (const object of matches) {
    if (Array.isArray(body)) for (const operation of body) applyJsonPatch(object, operation);
    else Object.assign(object, strategicMerge(object, body));
  }
}

/** Maps merge key by key; lists of named items (containers, env, volumes, ports) merge by name. */
function strategicMerge(base: Manifest, patch: Manifest): Manifest {
  if (Array.isArray(base) && Array.isArray(patch) && patch.every((item) => item?.name !== undefined)) {
    const merged = base.map((item) => {
      const over = patch.find((candidate) => candidate.name === item?.name);
      return over ? strategicMerge(item, over) : item;
    });
    return [...merged, ...patch.filter((item) => !base.some((candidate) => candidate?.name === item.name))];
  }
  if (isMap(base) && isMap(patch)) {
    const merged = { ...base };
    for (const [key, value] of Object.entries(patch))
      if (value === null) delete merged[key];
      else merged[key] = key in base ? strategicMerge(base[key], value) : value;
    return merged;
  }
  return patch;
}

const isMap = (value: unknown): value is Record<string, Manifest> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function applyJsonPatch(object: Manifest, { op, path: pointer, value }: Manifest) {
  const keys = String(pointer)
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop() as string;
  let parent = object;
  for (const key of keys) {
    if (key === 'annotations' && parent[key] === undefined && op === 'add') parent[key] = {};
    parent = parent?.[key];
    if (parent === undefined) throw new Error(`patch ${op} ${pointer}: no such path`);
  }
  if (op === 'replace') {
    if (!(last in parent)) throw new Error(`patch replace ${pointer}: no such path`);
    parent[last] = value;
  } else if (op === 'add') {
    if (Array.isArray(parent)) parent.splice(last === '-' ? parent.length : Number(last), 0, value);
    else parent[last] = value;
  } else if (op === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else throw new Error(`patch op ${op} not supported`);
}

/** The pod spec of a workload, if it has one. */
export function podSpec(object: Manifest): Manifest | undefined {
  return object.spec?.template?.spec;
}

export function containersOf(object: Manifest): Manifest[] {
  const pod = podSpec(object);
  return pod ? [...(pod.initContainers ?? []), ...(pod.containers ?? [])] : [];
}

/** `name[:tag]` without the tag (a registry's port is part of the name). */
export const imageName = (image: string) => image.replace(/:[^:/]+$/, '');

function setImage(objects: Manifest[], { name, newName, newTag, ...rest }: Manifest) {
  if (Object.keys(rest).length) throw new Error(`images ${name}: ${Object.keys(rest).join(', ')} not supported`);
  for (const container of objects.flatMap(containersOf)) {
    if (imageName(container.image) !== name) continue;
    const tag = newTag ?? container.image.slice(name.length + 1);
    container.image = `${newName ?? name}${tag ? `:${tag}` : ''}`;
  }
}

/** Generated names carry a hash of their data, so a changed setting rolls the pods that read it. */
function nameGeneratedByContent(objects: Manifest[], generated: WeakSet<object>) {
  const renamed = new Map<string, string>();
  for (const object of objects.filter((candidate) => generated.has(candidate))) {
    const hash = createHash('sha256')
      .update(JSON.stringify([object.kind, object.metadata.name, object.data]))
      .digest('hex')
      .slice(0, 10);
    const name = `${object.metadata.name}-${hash}`;
    renamed.set(`${object.kind}/${object.metadata.name}`, name);
    object.metadata.name = name;
  }
  const rename = (kind: string, holder: Manifest, field = 'name') => {
    const name = holder && renamed.get(`${kind}/${holder[field]}`);
    if (name) holder[field] = name;
  };
  for (const object of objects) {
    const pod = podSpec(object);
    if (!pod) continue;
    for (const container of containersOf(object)) {
      for (const source of container.envFrom ?? []) {
        rename('ConfigMap', source.configMapRef);
        rename('Secret', source.secretRef);
      }
      for (const variable of container.env ?? []) {
        rename('ConfigMap', variable.valueFrom?.configMapKeyRef);
        rename('Secret', variable.valueFrom?.secretKeyRef);
      }
    }
    for (const volume of pod.volumes ?? []) {
      rename('ConfigMap', volume.configMap);
      rename('Secret', volume.secret, 'secretName');
    }
  }
}
