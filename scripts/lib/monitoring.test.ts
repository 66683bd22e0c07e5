import fs from 'node:fs';
import path from 'node:path';
import { ApiMetrics } from '../../api/src/observability/metrics';
import { RenderMetrics } from '../../shell/server/renderMetrics';
import { ROOT } from './apps';

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Every series name the API and the render server can expose (histograms as _bucket, _sum, _count). */
function exposedNames(): Set<string> {
  const names = new Set<string>();
  for (const registry of [new ApiMetrics().registry, new RenderMetrics().registry])
    for (const metric of registry.getMetricsAsArray()) {
      names.add(metric.name);
      if (String(metric.type) === 'histogram')
        for (const part of ['_bucket', '_sum', '_count']) names.add(metric.name + part);
    }
  return names;
}

it("the dashboard's queries name only series the store exposes", () => {
  const dashboard = JSON.parse(read('deploy/monitoring/grafana/dashboards/store.json')) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };
  const exposed = exposedNames();
  const queried = dashboard.panels.flatMap((panel) =>
    panel.targets.flatMap((target) => target.expr.match(/\bstore_[a-z_]+/g) ?? []),
  );
  expect(queried.length).toBeGreaterThan(10);
  expect(queried.filter((name) => !exposed.has(name))).toEqual([]);
});

it('Prometheus scrapes the ports compose gives the metrics listeners, which compose publishes nowhere', () => {
  const compose = read('docker-compose.yml');
  const prometheus = read('deploy/monitoring/prometheus.yml');
  for (const [service, port] of [
    ['api', '9464'],
    ['render', '9465'],
  ]) {
    expect(prometheus).toContain(`'${service}:${port}'`);
    expect(compose).toMatch(new RegExp(`\\n  ${service}:\\n(?:    .*\\n|\\n)*?      METRICS_PORT: ${port}\\n`));
    expect(compose).not.toMatch(new RegExp(`:${port}'`));
  }
});
