/** One line or bar of a chart: the row's value under `key`, its name, and its colour. */
export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/** One category of a chart (a week, a state, a courier): its name and a value per series. */
export interface ChartRow {
  label: string;
  values: Record<string, number>;
}

export interface ChartDrawing {
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  /** bars side by side, bars stacked (shares of a whole), or lines (a trend over weeks). */
  kind: 'bars' | 'stacked' | 'lines';
  /** A value as the axis and tooltip write it ('26%', '1,204'). */
  format: (value: number) => string;
  /** Lay the categories down the side (many long names: states), not along the bottom. */
  horizontal?: boolean;
}
