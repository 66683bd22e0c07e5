/**
 * npm run check:k8s [overlay dir...]: each Kustomize overlay of deploy/k8s rendered offline (no
 * cluster, no kustomize binary), every object checked against the Kubernetes schemas and the
 * rules of scripts/lib/k8sManifests.ts; where kubectl is installed, the rendering is also
 * compared with Kustomize's own (`kubectl kustomize`). Exits 1 naming each problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { differencesFromKustomize, manifestProblems, OVERLAYS, overlayDir, renderOverlay } from './lib/k8sManifests';
import { schemaProblems } from './lib/k8sSchemas';

const kubectl = ['/usr/local/bin/kubectl', '/usr/bin/kubectl'].find((file) => fs.existsSync(file));
const dirs = process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : OVERLAYS.map(overlayDir);

async function problemsOf(dir: string): Promise<string[]> {
  const objects = renderOverlay(dir);
  const problems = [...(await schemaProblems(objects)), ...manifestProblems(objects)];
  if (kubectl && OVERLAYS.map(overlayDir).includes(dir))
    for (const object of differencesFromKustomize(path.basename(dir), kubectl))
      problems.push(`${object}: rendered differently by kubectl kustomize`);
  if (!problems.length)
    console.log(`${path.basename(dir)}: ${objects.length} objects valid against the Kubernetes schemas`);
  return problems;
}

async function check(): Promise<boolean> {
  if (!kubectl) console.log('kubectl is not installed: the comparison with kubectl kustomize is skipped');
  let ok = true;
  for (const dir of dirs) {
    const problems = await problemsOf(dir);
    for (const problem of problems) console.error(`${path.basename(dir)}: ${problem}`);
    ok &&= problems.length === 0;
  }
  if (ok && kubectl) console.log('deploy/k8s: rendered as kubectl kustomize renders it');
  return ok;
}

void check().then((ok) => process.exit(ok ? 0 : 1));
