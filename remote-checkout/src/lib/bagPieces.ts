import type { CreatePaymentOrderInput } from '@store/shared/api';
import { MAX_PIECES_PER_LINE } from '@store/shared/catalog';
import type { CartItem } from '@store/shared/store';
import type { LineStock } from './lineStock';

type Piece = CreatePaymentOrderInput['items'][number];

/**
 * The bag as the API takes it: one line per piece (two of a size are that line twice), as the
 * order keeps them: each piece is made, shipped and returned on its own line. The API prices
 * them and refuses more than the size's stock.
 */
export function piecesOf(items: readonly CartItem[]): Piece[] {
  return items.flatMap((item) =>
    Array.from({ length: item.quantity }, () => ({ productId: item.productId, size: item.size as Piece['size'] })),
  );
}

/** The most pieces a line's stepper offers: MAX_PIECES_PER_LINE, fewer when the size has only N left. */
export function mostPieces(stock: LineStock): number {
  return stock.state === 'low' ? Math.max(1, Math.min(MAX_PIECES_PER_LINE, stock.left)) : MAX_PIECES_PER_LINE;
}
