import type { OrderJson } from '@store/shared/api';
import { PRODUCTION_STAGE_LABELS, PRODUCTION_STAGES, type ProductionStage } from '@store/shared/catalog';

/** The stages after `from`: where a piece (or a batch of pieces) can move next. */
export const laterStages = (from: string) =>
  PRODUCTION_STAGES.slice(PRODUCTION_STAGES.indexOf(from as ProductionStage) + 1);

/** The made-to-measure pieces of an order as the stages call takes them, optionally those before a stage. */
export function tailoredPieces(order: OrderJson, before?: string) {
  return order.items.flatMap((item, index) =>
    item.stage &&
    (!before ||
      PRODUCTION_STAGES.indexOf(item.stage as ProductionStage) < PRODUCTION_STAGES.indexOf(before as ProductionStage))
      ? [{ orderId: order._id, item: index }]
      : [],
  );
}

/** A select of the stages a piece or a batch can move to; choosing one moves it. */
export function StageControl({
  label,
  from,
  onMove,
}: {
  label: string;
  from: string;
  onMove: (stage: string) => void;
}) {
  const next = laterStages(from);
  if (next.length === 0) return null;
  return (
    <select aria-label={label} value="" onChange={(event) => event.target.value && onMove(event.target.value)}>
      <option value="">Move to...</option>
      {next.map((stage) => (
        <option key={stage} value={stage}>
          {PRODUCTION_STAGE_LABELS[stage]}
        </option>
      ))}
    </select>
  );
}
