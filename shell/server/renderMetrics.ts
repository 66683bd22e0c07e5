import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** How a page was answered: from the page cache, rendered (and kept), or rendered and not kept. */
export type PageSource = 'hit' | 'miss' | 'uncacheable';

/** The render server's Prometheus metrics (served by main.ts on METRICS_PORT, never with the pages). */
export class RenderMetrics {
  readonly registry = new Registry();
  private readonly pages = new Counter({
    name: 'store_render_pages_total',
    help: 'Pages answered: from the page cache (hit), rendered and kept (miss), rendered and not kept (uncacheable)',
    labelNames: ['source', 'status'] as const,
    registers: [this.registry],
  });
  private readonly renderTime = new Histogram({
    name: 'store_render_duration_seconds',
    help: 'Time to render a page afresh (API reads, drawing, styles), by whether its body was drawn',
    labelNames: ['drawn'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly fallbacks = new Counter({
    name: 'store_render_browser_fallbacks_total',
    help: "Storefront pages left for the browser to draw (a remote's node container was down or slow, or the API was away)",
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'store_render_' });
    for (const source of ['hit', 'miss', 'uncacheable'] satisfies PageSource[])
      this.pages.inc({ source, status: '200' }, 0);
  }

  page(source: PageSource, status: number): void {
    this.pages.inc({ source, status: String(status) });
  }

  rendered(seconds: number, drawn: boolean): void {
    this.renderTime.observe({ drawn: String(drawn) }, seconds);
  }

  fellBack(): void {
    this.fallbacks.inc();
  }
}
