import type { OrderJson } from '@store/shared/api';
import {
  FITS,
  measurementGroups,
  measurementLabel,
  PRODUCTION_STAGE_LABELS,
  type ProductionStage,
} from '@store/shared/catalog';
import { describeSize, shortened } from '@store/shared/format';
import { theme } from '@store/shared/ui';
import styled from 'styled-components';

/**
 * A line's size in a few words: 'Size L', 'One size' (accessories), or a made-to-measure
 * piece's stage (its sheet shows the measurements).
 */
export const describePiece = (item: OrderJson['items'][number]) =>
  item.stage
    ? `Made to measure · ${PRODUCTION_STAGE_LABELS[item.stage as ProductionStage] ?? item.stage}`
    : item.size === null || item.size === undefined || item.size === ''
      ? 'One size'
      : `Size ${describeSize(item.size)}`;

export interface SheetGroup {
  legend: string;
  rows: { label: string; value: string }[];
  /** Fields left out of the group (an order saved before sizes were bounded may hold thousands). */
  more?: number;
}

/** The fields neither form knows that the sheet lists: a real order has none or one or two. */
export const OTHER_SHOWN = 6;

/**
 * A made-to-measure size as the tailor reads it: the measurement form's labels, in its groups
 * (upper body, lower body) and its order. The size does not name its fit, so the fit whose form
 * holds the most of its fields is read (men's on a tie); a field neither form knows comes last.
 */
export function measurementSheet(size: unknown): SheetGroup[] {
  if (typeof size !== 'object' || size === null) return [];
  const values = size as Record<string, unknown>;
  const given = Object.keys(values).filter((field) => field !== 'custom');
  const held = (fit: string) => new Set(measurementGroups(fit).flatMap((group) => group.fields));
  const heldCount = (fit: string) => {
    const fields = held(fit);
    return given.filter((field) => fields.has(field)).length;
  };
  const fit = FITS.reduce((best, candidate) => (heldCount(candidate) > heldCount(best) ? candidate : best));
  const row = (field: string) => ({
    label: shortened(measurementLabel(field)),
    value: shortened(String(values[field])),
  });
  const sheet: SheetGroup[] = measurementGroups(fit).map((group) => ({
    legend: group.legend,
    rows: group.fields.filter((field) => field in values).map(row),
  }));
  const fitFields = held(fit);
  const other = given.filter((field) => !fitFields.has(field));
  const shown = other.slice(0, OTHER_SHOWN);
  sheet.push({ legend: 'Other', rows: shown.map(row), more: other.length - shown.length || undefined });
  return sheet.filter((group) => group.rows.length > 0);
}

const Groups = styled.div`
  display: grid;
  gap: 10px;
  margin: 6px 0 10px;
`;

const Caption = styled.h4`
  margin: 0 0 4px;
  font-size: ${theme.size.xs};
  font-weight: ${theme.weight.semibold};
  letter-spacing: ${theme.tracking.caps};
  text-transform: uppercase;
  color: ${theme.color.muted};
`;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 4px 16px;
  margin: 0;
  > div {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 2px 0;
    border-bottom: 1px dotted ${theme.color.line};
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.weight.semibold};
    font-variant-numeric: lining-nums tabular-nums;
  }
`;

const More = styled.p`
  margin: 4px 0 0;
  font-size: ${theme.size.xs};
  color: ${theme.color.muted};
`;

/** A piece's measurements (inches), labelled and grouped as the shopper's form asked for them. */
export function MeasurementSheet({ name, size }: { name: string; size: unknown }) {
  return (
    <Groups>
      {measurementSheet(size).map((group) => (
        <div key={group.legend} role="group" aria-label={`${name}: ${group.legend}`}>
          <Caption>{group.legend} (inches)</Caption>
          <Pairs>
            {group.rows.map(({ label, value }, row) => (
              // A label cut short may repeat; the row's place does not.
              <div key={row}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Pairs>
          {group.more ? <More>and {group.more.toLocaleString('en-IN')} more not shown</More> : null}
        </div>
      ))}
    </Groups>
  );
}
