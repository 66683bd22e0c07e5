import { serverMessage } from '@store/shared/api';
import { PRODUCTION_STAGE_LABELS, type ProductionStage } from '@store/shared/catalog';
import { formatIndiaDateNumeric } from '@store/shared/format';
import { notify, PageTitle, StatusText, theme } from '@store/shared/ui';
import styled from 'styled-components';
import { MeasurementSheet } from './MeasurementSheet';
import { StageControl } from './StageControl';
import { productionApi, type ProductionPiece } from '../api/productionApi';

const Pieces = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 12px 16px;
    border: 1px solid ${theme.color.line};
    border-radius: 8px;
  }
  select {
    min-height: 44px;
  }
`;

/**
 * Production (the workshop's desk, and the owner's and support's): every made-to-measure piece
 * not yet ready, soonest promised first, its measurements and its next stage.
 */
export function ProductionTab() {
  const queue = productionApi.useProductionQueueQuery();
  const [movePiece] = productionApi.useMovePieceMutation();
  const pieces = queue.isError ? [] : (queue.data ?? null);

  const move = (piece: ProductionPiece, stage: string) =>
    void movePiece({ orderId: piece.orderId, lineId: piece.lineId, stage })
      .unwrap()
      .then(() => notify.success(`${piece.name} moved to ${PRODUCTION_STAGE_LABELS[stage as ProductionStage]}`))
      .catch((failure: unknown) => notify.error(serverMessage(failure) ?? 'Could not move the piece.'))
      .finally(() => void queue.refetch());

  return (
    <section>
      <PageTitle>Production</PageTitle>
      {pieces === null ? (
        <StatusText role="status">Loading...</StatusText>
      ) : pieces.length === 0 ? (
        <StatusText>No made-to-measure pieces in the workshop.</StatusText>
      ) : (
        <Pieces aria-label="Pieces in the workshop">
          {pieces.map((piece) => (
            <li key={piece.lineId}>
              <strong>{piece.name}</strong> · {piece.orderNumber} ·{' '}
              {PRODUCTION_STAGE_LABELS[piece.stage as ProductionStage] ?? piece.stage}
              {piece.dispatchBy ? ` · leaves by ${formatIndiaDateNumeric(piece.dispatchBy)}` : ''}
              <MeasurementSheet name={piece.name} size={piece.size} />
              <StageControl
                label={`Move ${piece.name} of ${piece.orderNumber}`}
                from={piece.stage}
                onMove={(stage) => move(piece, stage)}
              />
            </li>
          ))}
        </Pieces>
      )}
    </section>
  );
}
