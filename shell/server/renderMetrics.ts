import { ProcessMetrics } from '@store/shared/process-metrics';

/** How a page was answered: from the page cache, rendered (and kept), or rendered and not kept. */
export type PageSource = 'hit' | 'miss' | 'uncacheable';

/** The render server's Prometheus metrics (served by main.ts on METRICS_PORT, never with the pages). */
export class RenderMetrics extends ProcessMetrics {
  private readonly pages = this.counter(
    'store_render_pages_total',
    'Pages answered: from the page cache (hit), rendered and kept (miss), rendered and not kept (uncacheable)',
    ['source', 'status'],
    (['hit', 'miss', 'uncacheable'] satisfies PageSource[]).map((source) => ({ source, status: '200' })),
  );
  private readonly renderTime = this.histogram(
    'store_render_duration_seconds',
    'Time to render a page afresh (API reads, drawing, styles), by whether its body was drawn',
    ['drawn'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  );
  private readonly fallbacks = this.counter(
    'store_render_browser_fallbacks_total',
    "Storefront pages left for the browser to draw (a remote's node container was down or slow, or the API was away)",
  );

  constructor() {
    super('store_render_');
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
