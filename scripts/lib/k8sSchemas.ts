/**
 * Rendered manifests checked against the Kubernetes OpenAPI schemas (kubernetes-models). The
 * package is ESM-only: this runs under tsx (scripts/check-k8s.ts), not inside Jest.
 */
import type { Manifest } from './kustomize';

export async function schemaProblems(objects: Manifest[]): Promise<string[]> {
  const problems: string[] = [];
  for (const object of objects) {
    const where = `${object.kind}/${object.metadata?.name}`;
    let model: { validate(): void };
    try {
      const module = await import(`kubernetes-models/${object.apiVersion}/${object.kind}`);
      model = new module[object.kind](object);
    } catch {
      problems.push(`${where}: ${object.apiVersion} ${object.kind} is not a Kubernetes kind`);
      continue;
    }
    try {
      model.validate();
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  }
  return problems;
}
