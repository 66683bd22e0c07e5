import { isMadeToMeasure } from '@store/shared/catalog';
import { refusalOf, type Refusal } from '@store/shared/schemas';
import { formatPaise, paiseToRupees, percentOf, rupeesToPaise } from '@store/shared/format';
import type { CashRisk } from '@store/shared/schemas';
import type { CashOnDeliveryRules, CashRiskRules } from '../../../config';
import type { Database } from '../../../db/client';
import type { PricedLine } from '../../../db/schema';
import { pincodeTakesCash } from '../../pincodes/pincodeDirectory';
import {
  cashOrderStreetsSince,
  cashOrdersOfPhoneSince,
  cashRiskHistory,
  refusedCashDeliveries,
} from './cashRepository';
import { cashRiskOf, riskRefusal } from './cashRisk';

/**
 * What a cash order costs and when it is paid: the fee on top, what balances (store credit, a
 * gift card) pay of it at once, a made-to-measure share of the rest now, the rest to the courier.
 */
export interface CashTerms {
  feePaise: number;
  totalPaise: number;
  /** Paid by balances at checkout (checkout/balances.ts); 0 without. */
  balancesPaise: number;
  advancePaise: number;
  onDeliveryPaise: number;
}

/**
 * The fee is charged whole whenever cash pays any part (the courier's trip and the remittance
 * cost the same); balances pay the total, fee included, first. The advance is a share of what
 * cash pays, not of what balances already paid.
 */
export function cashTerms(
  rules: CashOnDeliveryRules,
  goodsPaise: number,
  lines: PricedLine[],
  balancesPaise = 0,
): CashTerms {
  const totalPaise = goodsPaise + rules.feePaise;
  const cashPaise = totalPaise - balancesPaise;
  const tailored = lines.some((line) => isMadeToMeasure(line.size));
  // Whole rupees, as the 20%-now card payment is rounded.
  const advancePaise = tailored
    ? rupeesToPaise(Math.round(percentOf(paiseToRupees(cashPaise), rules.tailoredAdvancePercent)))
    : 0;
  return {
    feePaise: rules.feePaise,
    totalPaise,
    balancesPaise,
    advancePaise,
    onDeliveryPaise: cashPaise - advancePaise,
  };
}

/** Why cash is not offered, for the page (`field` names what to change); `needsPhone`: only the code is missing. */
export interface CashRefusal {
  message: string;
  field: string;
  /** Its code and values, for the page to say in its language. */
  refusal: Refusal;
  needsPhone?: boolean;
}

export interface CashShopper {
  phone: string;
  street: string;
  zip: string;
  /** As typed, for the risk check's address quality (the rules above need only street and zip). */
  city?: string;
  state?: string;
  totalPaise: number;
  /**
   * The phone may order: proven (the signed-in account's own, or its one-time code confirmed),
   * or a signed-in customer's other phone, which then confirms the order by text.
   */
  phoneVerified: boolean;
}

const DAY_MS = 86_400_000;

/** Why cash waits on a guest: the delivery phone's one-time code is missing or already spent. */
export const CONFIRM_PHONE = 'Confirm your phone to pay in cash';
export const PHONE_UNCONFIRMED = refusalOf('cod.phoneUnconfirmed', {});

/**
 * A street however it is typed: its letters and digits in lower case, every space and
 * punctuation mark gone ('Flat 9, Probe Tower.' and 'Flat-9 Probe Tower' are one street).
 * Marks stay, so a street written in Devanagari keeps its vowel signs.
 */
const plainStreet = (street: string) =>
  street
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');

/** One address as the daily limit per address compares it (street and pincode). */
export const addressKey = (address: { street: string; zip: string }) => `${plainStreet(address.street)}|${address.zip}`;

/** The rules that refuse outright: the pincode, the cap, the phone's refused deliveries, the daily limits. */
async function ruleRefusal(
  db: Database,
  rules: CashOnDeliveryRules,
  shopper: CashShopper,
  now: Date,
): Promise<CashRefusal | null> {
  if (!pincodeTakesCash(rules, shopper.zip))
    return {
      message: `Cash on delivery is not available for ${shopper.zip}`,
      field: 'shippingAddress.zip',
      refusal: refusalOf('cod.pincodeNotServed', { pincode: shopper.zip }),
    };
  if (shopper.totalPaise > rules.maxOrderPaise)
    return {
      message: `Cash on delivery is available up to ${formatPaise(rules.maxOrderPaise)}`,
      field: 'amount',
      refusal: refusalOf('cod.limitExceeded', { limit: paiseToRupees(rules.maxOrderPaise) }),
    };
  const refused = await refusedCashDeliveries(db, shopper.phone);
  if (refused >= rules.maxRefusals)
    return {
      message: `Cash on delivery is no longer offered to this phone: ${refused} deliveries to it were refused. Please pay by card or UPI.`,
      field: 'shippingAddress.phone',
      refusal: refusalOf('cod.phoneRefusedDeliveries', { refused }),
    };
  const since = new Date(now.getTime() - DAY_MS);
  if ((await cashOrdersOfPhoneSince(db, shopper.phone, since)) >= rules.dailyPerPhone)
    return {
      message: `This phone has placed ${rules.dailyPerPhone} cash orders in the last 24 hours, the most we take. Please pay by card or UPI.`,
      field: 'shippingAddress.phone',
      refusal: refusalOf('cod.phoneDailyLimit', { limit: rules.dailyPerPhone }),
    };
  const street = plainStreet(shopper.street);
  // Compared here, not in SQL: one rule for stored and typed streets, whatever the database's locale.
  const atAddress = (await cashOrderStreetsSince(db, shopper.zip, since)).filter((s) => plainStreet(s) === street);
  if (atAddress.length >= rules.dailyPerAddress)
    return {
      message: `This address has had ${rules.dailyPerAddress} cash orders in the last 24 hours, the most we take. Please pay by card or UPI.`,
      field: 'shippingAddress.street',
      refusal: refusalOf('cod.addressDailyLimit', { limit: rules.dailyPerAddress }),
    };
  return null;
}

const phoneRefusal = (shopper: CashShopper): CashRefusal | null =>
  shopper.phoneVerified
    ? null
    : { message: CONFIRM_PHONE, field: 'phoneProof', refusal: PHONE_UNCONFIRMED, needsPhone: true };

/**
 * Every rule of cash on delivery, in the order a shopper can act on them: the pincode, the cap,
 * the phone's refused deliveries, the daily limits per phone and per address, then the phone's
 * one-time code (asked last, so nobody confirms a phone to hear cash is refused anyway).
 */
export async function cashRefusal(
  db: Database,
  rules: CashOnDeliveryRules,
  shopper: CashShopper,
  now: Date,
): Promise<CashRefusal | null> {
  return (await ruleRefusal(db, rules, shopper, now)) ?? phoneRefusal(shopper);
}

/** Whether cash is offered and, once the rules pass, the risk check's decision (kept on the order). */
export interface CashVerdict {
  refusal: CashRefusal | null;
  risk: CashRisk | null;
}

/**
 * The rules, then the risk check (cashRisk.ts: prepaid only refuses cash, with a reason the
 * shopper can act on), then the phone's code: a phone is not asked to prove itself for cash the
 * risk check refuses anyway. The risk's facts are read in one query, on the caller's
 * transaction (placing takes the phone's and the address's locks first).
 */
export async function cashVerdict(
  db: Database,
  rules: CashOnDeliveryRules,
  riskRules: CashRiskRules,
  shopper: CashShopper,
  now: Date,
): Promise<CashVerdict> {
  const refused = await ruleRefusal(db, rules, shopper, now);
  if (refused) return { refusal: refused, risk: null };
  const since = new Date(now.getTime() - riskRules.pincodeDays * DAY_MS);
  const history = await cashRiskHistory(db, shopper.phone, shopper.zip, since);
  const risk = cashRiskOf(riskRules, {
    ...history,
    totalPaise: shopper.totalPaise,
    address: { street: shopper.street, city: shopper.city ?? '', state: shopper.state ?? '', zip: shopper.zip },
  });
  if (risk.decision === 'prepaid-only') return { refusal: riskRefusal(risk), risk };
  return { refusal: phoneRefusal(shopper), risk };
}
