/**
 * deploy/k8s: its overlays rendered offline and the rules every rendered manifest keeps (probes,
 * requests and limits, non-root on a read-only root filesystem, a disruption budget, default-deny
 * network policies, hosts that agree with the config, no secret value in git).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { DEFAULT_POOL_SIZE } from '../../api/src/db/poolSize';
import { APPS, ROOT } from './apps';
import {
  containersOf,
  imageName,
  podSpec,
  readEnvFile,
  readKustomization,
  renderKustomization,
  type Manifest,
} from './kustomize';

export const K8S_DIR = path.join(ROOT, 'deploy', 'k8s');
export const OVERLAYS = ['staging', 'production'];

export const overlayDir = (overlay: string) => path.join(K8S_DIR, 'overlays', overlay);

/** An overlay as `kubectl apply -k` would send it, with the committed example secrets. */
export const renderOverlay = (dir: string) => renderKustomization(dir, { exampleSecrets: true });

const WORKLOADS = new Set(['Deployment', 'Job']);
const id = (object: Manifest) => `${object.kind}/${object.metadata.name}`;
const matches = (selector: Record<string, string> = {}, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** Every rule a rendered overlay breaks, as sentences naming the object. */
export function manifestProblems(objects: Manifest[]): string[] {
  const problems: string[] = [];
  const byKind = (kind: string) => objects.filter((object) => object.kind === kind);
  const workloads = objects.filter((object) => WORKLOADS.has(object.kind));
  for (const workload of workloads) problems.push(...workloadProblems(workload, objects));

  const autoscaled = new Set(byKind('HorizontalPodAutoscaler').map((hpa) => hpa.spec.scaleTargetRef.name));
  for (const deployment of byKind('Deployment')) {
    const labels = deployment.spec.template.metadata.labels;
    if (!matches(deployment.spec.selector.matchLabels, labels))
      problems.push(`${id(deployment)}: its selector does not select its own pods`);
    // An HPA owns its Deployment's count: a replicas field would reset it on every apply.
    if (autoscaled.has(deployment.metadata.name) && deployment.spec.replicas !== undefined)
      problems.push(`${id(deployment)}: sets replicas, which its HorizontalPodAutoscaler owns`);
    const several = (deployment.spec.replicas ?? 1) > 1 || autoscaled.has(deployment.metadata.name);
    if (several && !byKind('PodDisruptionBudget').some((pdb) => matches(pdb.spec.selector.matchLabels, labels)))
      problems.push(`${id(deployment)}: more than one replica and no PodDisruptionBudget`);
  }
  for (const service of byKind('Service'))
    if (!byKind('Deployment').some((d) => matches(service.spec.selector, d.spec.template.metadata.labels)))
      problems.push(`${id(service)}: selects no Deployment's pods`);

  const policies = byKind('NetworkPolicy');
  const denyAll = policies.some(
    (policy) =>
      Object.keys(policy.spec.podSelector).length === 0 &&
      ['Ingress', 'Egress'].every((type) => policy.spec.policyTypes?.includes(type)) &&
      !policy.spec.ingress &&
      !policy.spec.egress,
  );
  if (!denyAll) problems.push('NetworkPolicy: no default deny of every ingress and egress');
  problems.push(...ingressProblems(objects));
  const connections = databaseConnections(objects);
  if (connections.total > DATABASE_CONNECTIONS)
    problems.push(
      `PostgreSQL: ${connections.total} connections with every pod at its ceiling (${connections.parts.join(', ')}), over the ${DATABASE_CONNECTIONS} a default server accepts`,
    );
  return problems;
}

/** PostgreSQL's max_connections out of the box, less the superuser_reserved_connections it keeps back. */
export const DATABASE_CONNECTIONS = 100 - 3;

/**
 * The store's PostgreSQL connections with every workload at its ceiling (an autoscaled
 * Deployment at maxReplicas): each container that reads DATABASE_URL opens its pool
 * (DATABASE_POOL_SIZE, or the API's default) and, at most, one listening connection beside it.
 */
export function databaseConnections(objects: Manifest[]): { total: number; parts: string[] } {
  const maxReplicas = new Map(
    objects
      .filter((object) => object.kind === 'HorizontalPodAutoscaler')
      .map((hpa) => [hpa.spec.scaleTargetRef.name, hpa.spec.maxReplicas as number]),
  );
  let total = 0;
  const parts: string[] = [];
  for (const workload of objects.filter((object) => WORKLOADS.has(object.kind))) {
    const pods =
      workload.kind === 'Job'
        ? (workload.spec.parallelism ?? 1)
        : (maxReplicas.get(workload.metadata.name) ?? workload.spec.replicas ?? 1);
    // Init containers finish before the pod's containers start, so they never add to its count.
    const perPod = (podSpec(workload).containers ?? [])
      .filter((container: Manifest) => envValue(container, 'DATABASE_URL', objects) !== undefined)
      .reduce((sum: number, container: Manifest) => {
        const pool = Number(envValue(container, 'DATABASE_POOL_SIZE', objects)) || DEFAULT_POOL_SIZE;
        return sum + pool + 1;
      }, 0);
    if (!perPod) continue;
    total += pods * perPod;
    parts.push(`${workload.metadata.name} ${pods} × ${perPod}`);
  }
  return { total, parts };
}

/** What a container's variable is set to, as Kubernetes resolves it: env over envFrom, a later source over an earlier one. */
function envValue(container: Manifest, key: string, objects: Manifest[]): string | undefined {
  const read = (kind: string, name: string, dataKey: string) => {
    const data = objects.find((object) => object.kind === kind && object.metadata.name === name)?.data ?? {};
    if (!(dataKey in data)) return undefined;
    return kind === 'Secret' ? Buffer.from(data[dataKey], 'base64').toString() : String(data[dataKey]);
  };
  const own = (container.env ?? []).find((variable: Manifest) => variable.name === key);
  if (own) {
    const { configMapKeyRef, secretKeyRef } = own.valueFrom ?? {};
    if (configMapKeyRef) return read('ConfigMap', configMapKeyRef.name, configMapKeyRef.key);
    if (secretKeyRef) return read('Secret', secretKeyRef.name, secretKeyRef.key);
    return String(own.value ?? '');
  }
  let value: string | undefined;
  for (const source of container.envFrom ?? []) {
    const found = source.configMapRef
      ? read('ConfigMap', source.configMapRef.name, key)
      : read('Secret', source.secretRef?.name, key);
    value = found ?? value;
  }
  return value;
}

function workloadProblems(workload: Manifest, objects: Manifest[]): string[] {
  const problems: string[] = [];
  const pod = podSpec(workload);
  const podSecurity = pod.securityContext ?? {};
  for (const container of containersOf(workload)) {
    const where = `${id(workload)} ${container.name}`;
    const security = { ...podSecurity, ...container.securityContext };
    if (security.runAsNonRoot !== true || !(security.runAsUser > 0))
      problems.push(`${where}: not runAsNonRoot with a numeric non-root runAsUser`);
    if (container.securityContext?.readOnlyRootFilesystem !== true)
      problems.push(`${where}: root filesystem is writable`);
    if (container.securityContext?.allowPrivilegeEscalation !== false)
      problems.push(`${where}: allows privilege escalation`);
    if (!container.securityContext?.capabilities?.drop?.includes('ALL'))
      problems.push(`${where}: keeps its capabilities`);
    for (const kind of ['requests', 'limits'])
      for (const resource of ['cpu', 'memory'])
        if (!container.resources?.[kind]?.[resource]) problems.push(`${where}: no ${resource} ${kind}`);
    const isInit = (pod.initContainers ?? []).includes(container);
    if (workload.kind === 'Deployment' && !isInit)
      for (const probe of ['livenessProbe', 'readinessProbe']) {
        const check = container[probe];
        if (!check) problems.push(`${where}: no ${probe}`);
        const port = check?.httpGet?.port ?? check?.tcpSocket?.port;
        if (typeof port === 'string' && !(container.ports ?? []).some((p: Manifest) => p.name === port))
          problems.push(`${where}: ${probe} names port ${port}, which it does not have`);
      }
    for (const mount of container.volumeMounts ?? [])
      if (!(pod.volumes ?? []).some((volume: Manifest) => volume.name === mount.name))
        problems.push(`${where}: mounts ${mount.name}, which the pod does not have`);
    problems.push(...referenceProblems(where, container, objects));
  }
  return problems;
}

/** Each ConfigMap or Secret a container reads exists, with each key it names. */
function referenceProblems(where: string, container: Manifest, objects: Manifest[]): string[] {
  const find = (kind: string, name: string) =>
    objects.find((object) => object.kind === kind && object.metadata.name === name);
  const refs: [string, Manifest][] = [
    ...(container.envFrom ?? []).flatMap((source: Manifest) => [
      ['ConfigMap', source.configMapRef],
      ['Secret', source.secretRef],
    ]),
    ...(container.env ?? []).flatMap((variable: Manifest) => [
      ['ConfigMap', variable.valueFrom?.configMapKeyRef],
      ['Secret', variable.valueFrom?.secretKeyRef],
    ]),
  ];
  return refs.flatMap(([kind, ref]) => {
    if (!ref) return [];
    const object = find(kind, ref.name);
    if (!object) return [`${where}: reads ${kind} ${ref.name}, which is not rendered`];
    if (ref.key && !(ref.key in (object.data ?? {})))
      return [`${where}: reads ${ref.key}, which ${kind} ${ref.name} lacks`];
    return [];
  });
}

/** The Ingress serves exactly the hosts the browser is told about, each to a Service that exists. */
function ingressProblems(objects: Manifest[]): string[] {
  const problems: string[] = [];
  const config = (prefix: string) =>
    objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith(`${prefix}-`))?.data ?? {};
  const web = config('web-config');
  const api = config('api-config');
  const urls = [
    ...Object.entries(web)
      .filter(([key]) => key.endsWith('_URL'))
      .map(([, url]) => url),
    api.PUBLIC_API_URL,
    api.CORS_ORIGINS,
  ];
  const hosts = new Set(urls.map((url) => new URL(String(url)).host));
  if (web.API_PUBLIC_URL !== api.PUBLIC_API_URL)
    problems.push('web-config API_PUBLIC_URL differs from api-config PUBLIC_API_URL');
  if (web.SHOP_URL !== api.CORS_ORIGINS) problems.push('api-config CORS_ORIGINS is not the shop URL');
  if (web.PAYMENTS !== api.PAYMENTS) problems.push('web-config PAYMENTS differs from the API’s');
  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    const ruleHosts = ingress.spec.rules.map((rule: Manifest) => rule.host);
    const missing = [...hosts].filter((host) => !ruleHosts.includes(host));
    const extra = ruleHosts.filter((host: string) => !hosts.has(host));
    if (missing.length || extra.length)
      problems.push(
        `${id(ingress)}: hosts ${JSON.stringify(ruleHosts)} differ from the configured ${JSON.stringify([...hosts])}`,
      );
    const tlsHosts = (ingress.spec.tls ?? []).flatMap((tls: Manifest) => tls.hosts);
    for (const host of ruleHosts) if (!tlsHosts.includes(host)) problems.push(`${id(ingress)}: ${host} has no TLS`);
    for (const rule of ingress.spec.rules)
      for (const { backend } of rule.http.paths) {
        // Past the API's front there is no catalogue cache, no resend of a keyed checkout call,
        // and one proxy hop fewer than TRUST_PROXY counts.
        if (backend.service.name === 'api')
          problems.push(`${id(ingress)}: ${rule.host} goes to the API itself, not through its front (shell:api)`);
        const service = objects.find((o) => o.kind === 'Service' && o.metadata.name === backend.service.name);
        if (!service?.spec.ports.some((port: Manifest) => port.name === backend.service.port.name))
          problems.push(
            `${id(ingress)}: ${rule.host} goes to ${backend.service.name}:${backend.service.port.name}, which no Service serves`,
          );
      }
  }
  return problems;
}

/** The images a team releases on its own: each remote's, by its app folder. */
export const REMOTE_IMAGES = APPS.filter((app) => app.remote).map((app) => `store/${app.dir}`);

/** What each overlay's images: entry releases, and the Deployments that run that image. */
export function imageOwners(overlay: string, objects: Manifest[]): Record<string, string[]> {
  const images = readKustomization(overlayDir(overlay)).images as Manifest[];
  return Object.fromEntries(
    images.map((image) => [
      image.name,
      objects
        .filter((object) => object.kind === 'Deployment')
        .filter((object) => containersOf(object).some((c) => imageName(c.image) === (image.newName ?? image.name)))
        .map((object) => object.metadata.name),
    ]),
  );
}

/** Secret values never in git: generators read gitignored env files whose examples hold no value. */
export function secretSourceProblems(isIgnored: (file: string) => boolean, dir = K8S_DIR): string[] {
  const problems: string[] = [];
  const yamlFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? yamlFiles(file) : /\.ya?ml$/.test(entry.name) ? [file] : [];
    });
  for (const file of yamlFiles(dir)) {
    const relative = path.relative(ROOT, file);
    if (/^kind:\s*Secret\s*$/m.test(fs.readFileSync(file, 'utf8')))
      problems.push(`${relative}: a Secret written in git`);
    if (path.basename(file) !== 'kustomization.yaml') continue;
    for (const generator of readKustomization(path.dirname(file)).secretGenerator ?? []) {
      if (Object.keys(generator).some((key) => key !== 'name' && key !== 'envs'))
        problems.push(`${relative}: secret ${generator.name} takes values from somewhere other than env files`);
      for (const env of generator.envs ?? []) {
        const source = path.join(path.dirname(file), env);
        if (!isIgnored(source)) problems.push(`${path.relative(ROOT, source)}: not gitignored`);
        for (const [key, value] of Object.entries(readEnvFile(`${source}.example`)))
          if (value && !value.includes('CHANGE_ME'))
            problems.push(`${path.relative(ROOT, source)}.example: ${key} holds a value (leave it empty or CHANGE_ME)`);
      }
    }
  }
  return problems;
}

/**
 * The objects whose rendering differs from `kubectl kustomize` (Kustomize itself), compared on a
 * copy of deploy/k8s whose secrets.env files are the examples; generated names are compared
 * without their hash (each tool hashes its own way).
 */
export function differencesFromKustomize(overlay: string, kubectl: string): string[] {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'store-k8s-'));
  try {
    fs.cpSync(K8S_DIR, copy, { recursive: true, filter: (source) => path.basename(source) !== 'secrets.env' });
    for (const name of OVERLAYS)
      fs.copyFileSync(
        path.join(copy, 'overlays', name, 'secrets.env.example'),
        path.join(copy, 'overlays', name, 'secrets.env'),
      );
    const output = execFileSync(kubectl, ['kustomize', path.join(copy, 'overlays', overlay)], { encoding: 'utf8' });
    const theirs = comparable(YAML.parseAllDocuments(output).map((doc) => doc.toJS()));
    const ours = comparable(renderOverlay(overlayDir(overlay)));
    const keys = new Set([...theirs.keys(), ...ours.keys()]);
    return [...keys].filter((key) => theirs.get(key) !== ours.get(key));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** kind/name -> the object as sorted JSON, generated names without their hash, secrets decoded. */
function comparable(objects: Manifest[]): Map<string, string> {
  const hashed = objects
    .filter((object) => ['ConfigMap', 'Secret'].includes(object.kind))
    .map((object) => object.metadata.name as string)
    .filter((name) => /-[a-z0-9]{10}$/.test(name));
  const sorted = (value: Manifest): Manifest =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sorted(value[key])]),
          )
        : value;
  return new Map(
    objects.map((object) => {
      const data =
        object.kind === 'Secret'
          ? Object.fromEntries(
              Object.entries(object.data ?? {}).map(([key, value]) => [
                key,
                Buffer.from(String(value).replace(/\s/g, ''), 'base64').toString(),
              ]),
            )
          : object.data;
      let text = JSON.stringify(sorted({ ...object, ...(data ? { data } : {}) }));
      for (const name of hashed) text = text.split(`"${name}"`).join(`"${name.slice(0, -11)}"`);
      return [`${object.kind}/${object.metadata.name.replace(/-[a-z0-9]{10}$/, '')}`, text];
    }),
  );
}
