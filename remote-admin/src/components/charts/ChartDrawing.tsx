import { theme } from '@store/shared/ui';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartDrawing as Drawing } from './chartTypes';

/**
 * The drawing of a chart (recharts, loaded only when a chart shows: see ChartWithTable). The
 * numbers beside it are a table, so the drawing is hidden from screen readers.
 */
export default function ChartDrawing({ rows, series, kind, format, horizontal = false }: Drawing) {
  const data = rows.map((row) => ({ label: row.label, ...row.values }));
  const axisStyle = { fontSize: 12, fill: theme.color.muted };
  const category = horizontal ? (
    <YAxis type="category" dataKey="label" width={110} tick={axisStyle} />
  ) : (
    <XAxis dataKey="label" tick={axisStyle} />
  );
  const value = horizontal ? (
    <XAxis type="number" tickFormatter={format} tick={axisStyle} />
  ) : (
    <YAxis tickFormatter={format} tick={axisStyle} width={48} />
  );
  const common = {
    data,
    layout: horizontal ? ('vertical' as const) : ('horizontal' as const),
    margin: { top: 8, right: 8, bottom: 8, left: 8 },
    accessibilityLayer: false,
  };
  const tooltip = <Tooltip formatter={(raw) => format(Number(raw))} />;
  return (
    <div aria-hidden="true" style={{ width: '100%', height: horizontal ? Math.max(220, rows.length * 28) : 260 }}>
      <ResponsiveContainer>
        {kind === 'lines' ? (
          <LineChart {...common}>
            <CartesianGrid stroke={theme.color.line} vertical={false} />
            {category}
            {value}
            {tooltip}
            <Legend />
            {series.map((line) => (
              <Line
                key={line.key}
                dataKey={line.key}
                name={line.label}
                stroke={line.color}
                strokeWidth={2}
                dot={false}
              />
            ))}
          </LineChart>
        ) : (
          <BarChart {...common}>
            <CartesianGrid stroke={theme.color.line} vertical={horizontal} horizontal={!horizontal} />
            {category}
            {value}
            {tooltip}
            <Legend />
            {series.map((bar) => (
              <Bar
                key={bar.key}
                dataKey={bar.key}
                name={bar.label}
                fill={bar.color}
                stackId={kind === 'stacked' ? 'whole' : undefined}
              />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
