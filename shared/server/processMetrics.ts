import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * One process's Prometheus metrics (the API's, the render server's): a registry of its own, as
 * tests build several apps in one process, with Node's default metrics under `prefix`. Counters
 * start their expected series at 0, since a dashboard's rate() needs a series before its first event.
 */
export class ProcessMetrics {
  readonly registry = new Registry();

  constructor(prefix: string) {
    collectDefaultMetrics({ register: this.registry, prefix });
  }

  protected counter<Label extends string = never>(
    name: string,
    help: string,
    labelNames: readonly Label[] = [],
    startAtZero: Partial<Record<Label, string>>[] = [],
  ): Counter<Label> {
    const counter = new Counter<Label>({ name, help, labelNames, registers: [this.registry] });
    for (const labels of startAtZero) counter.inc(labels, 0);
    return counter;
  }

  protected histogram<Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    buckets: number[],
  ): Histogram<Label> {
    return new Histogram<Label>({ name, help, labelNames, buckets, registers: [this.registry] });
  }
}
