import { indiaDay, indiaDayPlus, indiaTimeOn, paiseToRupees } from '@store/shared/format';
import type { Database } from '../../../db/client';
import type { OrderRow } from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { CourierProvider, RemittanceLine } from '../../../providers/courier/types';
import { recordCourierRemittance } from '../../orders/cash/cashDesk';
import { methodOf } from '../../payments/methods';
import {
  claimLine,
  lastRemittedDay,
  mismatchedLines,
  orderOfAwb,
  setOutcome,
  unremittedSince,
  type RemittanceOutcome,
} from './remittancesRepository';

/** What the desk must look at (the shipping contract's Mismatch; 'not-due': cash for an order not awaiting it). */
export interface Mismatch {
  kind: 'amount-differs' | 'unknown-awb' | 'not-remitted' | 'not-due';
  awb: string | null;
  orderId?: string;
  orderNumber?: string;
  expected?: number;
  remitted?: number;
  deliveredOn?: string;
  days?: number;
  reference?: string;
}

/** The cash a delivered, confirmed cash order still owes: what the courier should remit. */
const dueOf = (order: OrderRow) => order.totalPaise - order.paidPaise;

/** What a remitted line means for its order: recorded when it is the cash this order awaits, to the paisa. */
function outcomeOf(order: OrderRow | undefined, line: RemittanceLine): RemittanceOutcome {
  if (!order) return 'unknown-awb';
  if (!methodOf(order).collectsOnDelivery) return 'not-cash';
  if (order.cashState !== 'confirmed' || order.fulfilment !== 'delivered') return 'not-due';
  return line.amountPaise === dueOf(order) ? 'recorded' : 'amount-differs';
}

function mismatchOf(outcome: RemittanceOutcome, line: RemittanceLine, order: OrderRow | undefined): Mismatch | null {
  if (outcome === 'recorded' || outcome === 'not-cash') return null;
  return {
    kind: outcome,
    awb: line.awb,
    reference: line.reference,
    remitted: paiseToRupees(line.amountPaise),
    ...(order ? { orderId: order.id, orderNumber: order.number, expected: paiseToRupees(dueOf(order)) } : {}),
  };
}

/**
 * Imports a remittance's lines (a CSV read whole, or the aggregator's statement) in one
 * transaction: each (batch reference, AWB) once, so a batch imported again changes nothing and
 * says so. A line that is exactly the cash its delivered order awaits collects it through the
 * cash desk's own remittance (the cash payment, revenue, the invoice), under the importing admin;
 * any other is kept with its outcome, for the desk's mismatch list.
 */
export async function importRemittance(db: Database, lines: RemittanceLine[], adminId: string) {
  const mismatches: Mismatch[] = [];
  let recorded = 0;
  let alreadyImported = 0;
  await db.transaction(async (tx) => {
    for (const line of lines) {
      const claimed = await claimLine(tx, { ...line, outcome: 'unknown-awb', importedBy: adminId });
      if (!claimed) {
        alreadyImported += 1;
        continue;
      }
      const order = (await orderOfAwb(tx, line.awb))?.order;
      let outcome = outcomeOf(order, line);
      if (order && outcome === 'recorded') {
        try {
          await recordCourierRemittance(
            tx,
            order.id,
            { amount: paiseToRupees(line.amountPaise), reference: line.reference, remittedOn: line.remittedOn },
            adminId,
          );
          recorded += 1;
        } catch (error) {
          // Refused by the cash desk's own checks (a remittance dated before the delivery): kept for the desk.
          if (!(error instanceof HttpError)) throw error;
          outcome = 'not-due';
        }
      }
      await setOutcome(tx, claimed.id, outcome, order?.id ?? null);
      const mismatch = mismatchOf(outcome, line, order);
      if (mismatch) mismatches.push(mismatch);
    }
  });
  const references = [...new Set(lines.map((line) => line.reference))];
  return {
    ...(references.length === 1 ? { reference: references[0] } : {}),
    lines: lines.length,
    recorded,
    alreadyImported,
    mismatches,
  };
}

/** The aggregator's remittances since the last day imported (its lines of that day again: already imported, they change nothing). */
export async function fetchRemittances(db: Database, courier: CourierProvider, adminId: string) {
  const since = (await lastRemittedDay(db)) ?? indiaDayPlus(-30);
  return importRemittance(db, await courier.remittances(since), adminId);
}

const DAY_MS = 86_400_000;

/**
 * The desk's list: remitted amounts that differ from the cash due, AWBs the store does not know,
 * cash for orders not awaiting it, and cash orders delivered more than `graceDays` India days ago
 * that the courier has not remitted.
 */
export async function remittanceMismatches(db: Database, graceDays: number): Promise<Mismatch[]> {
  const imported = (await mismatchedLines(db)).map(({ line, order }) => ({
    kind: line.outcome as Mismatch['kind'],
    awb: line.awb,
    reference: line.reference,
    remitted: paiseToRupees(line.amountPaise),
    ...(order ? { orderId: order.id, orderNumber: order.number, expected: paiseToRupees(dueOf(order)) } : {}),
  }));
  const today = indiaDay();
  // Delivered before the start (India) of the day `graceDays` ago: more than that many days unremitted.
  const cutoff = new Date(indiaTimeOn(indiaDayPlus(-graceDays)));
  const overdue = (await unremittedSince(db, cutoff)).map(({ order, awb }) => {
    const deliveredOn = indiaDay(order.deliveredAt as Date);
    return {
      kind: 'not-remitted' as const,
      awb,
      orderId: order.id,
      orderNumber: order.number,
      expected: paiseToRupees(dueOf(order)),
      deliveredOn,
      days: Math.round((Date.parse(today) - Date.parse(deliveredOn)) / DAY_MS),
    };
  });
  return [...imported, ...overdue];
}
