import { paiseToRupees } from '@store/shared/format';
import { refusalOf, type CashRisk, type CashRiskReason, type Refusal } from '@store/shared/schemas';
import type { CashRiskRules } from '../../../config';
import { findPincode } from '../../pincodes/pincodeDirectory';

/**
 * The risk check before cash on delivery (issue 42 §6): a few facts about the order, its phone
 * and its address, weighed into a score; from `confirmScore` the order waits for its texted
 * confirmation even with its phone proven, from `prepaidScore` cash is refused. Pure: the facts
 * are gathered by `cashRiskFacts` (cashRepository.ts) in one query, under the order's locks.
 */
export interface CashRiskFacts {
  /** Earlier orders to this phone that came back (fulfilment 'rto') or whose cash delivery was refused. */
  returned: number;
  /** Earlier orders to this phone delivered. */
  delivered: number;
  /** Earlier orders to this phone, whatever became of them. */
  placed: number;
  /** This order's total, fee included. */
  totalPaise: number;
  /** The pincode's finished orders over the last `pincodeDays`: delivered and returned to origin. */
  pincodeDelivered: number;
  pincodeReturned: number;
  address: { street: string; city: string; state: string; zip: string };
}

/**
 * What each fact weighs. Two returns alone refuse cash (70 with the defaults); one with a large
 * or first-looking order asks for confirmation; a delivered history takes points back. The
 * thresholds are configuration (COD_RISK_*); these weights are the rule itself.
 */
export const RISK_POINTS = {
  returned: 35,
  delivered: -10,
  deliveredFloor: -30,
  firstOrder: 15,
  highValue: 20,
  pincodeRto: 30,
  streetShort: 15,
  noHouseNumber: 20,
  pincodeState: 30,
  pincodeCity: 10,
} as const;

/** A rate as a whole percent (a count of parcels, not money). */
const WHOLE = 100;

/** A street shorter than this (letters and digits only) cannot find a door. */
const SHORTEST_STREET = 10;

/** A name as compared: its lower-case letters only, words kept apart. */
const words = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => word.length > 2);

/** Whether the typed city names the pincode's district or state (New Delhi for Central Delhi, Delhi). */
function cityFits(city: string, place: { city: string; state: string }): boolean {
  const typed = new Set(words(city));
  return [...words(place.city), ...words(place.state)].some((word) => typed.has(word));
}

/**
 * What is wrong with an address as a courier would meet it: a street too short to find, no
 * house or flat number (no digit at all), and a pincode India Post places in another state or
 * district than the one typed (modules/pincodes' directory).
 */
export function addressReasons(address: CashRiskFacts['address']): CashRiskReason[] {
  const reasons: CashRiskReason[] = [];
  const plain = address.street.normalize('NFKC').replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  if ([...plain].length < SHORTEST_STREET) reasons.push({ code: 'street-short', points: RISK_POINTS.streetShort });
  if (!/\p{N}/u.test(address.street)) reasons.push({ code: 'no-house-number', points: RISK_POINTS.noHouseNumber });
  const place = findPincode(address.zip);
  if (place && address.state.trim() && place.state.toLowerCase() !== address.state.trim().toLowerCase())
    reasons.push({ code: 'pincode-state', points: RISK_POINTS.pincodeState });
  else if (place && address.city.trim() && !cityFits(address.city, place))
    reasons.push({ code: 'pincode-city', points: RISK_POINTS.pincodeCity });
  return reasons;
}

/** Every fact's reason, those that weigh nothing left out. */
export function riskReasons(rules: CashRiskRules, facts: CashRiskFacts): CashRiskReason[] {
  const reasons: CashRiskReason[] = [];
  if (facts.returned > 0)
    reasons.push({ code: 'phone-returned', points: facts.returned * RISK_POINTS.returned, count: facts.returned });
  if (facts.delivered > 0)
    reasons.push({
      code: 'phone-delivered',
      points: Math.max(RISK_POINTS.deliveredFloor, facts.delivered * RISK_POINTS.delivered),
      count: facts.delivered,
    });
  if (facts.placed === 0) reasons.push({ code: 'first-order', points: RISK_POINTS.firstOrder });
  if (facts.totalPaise > rules.highValuePaise)
    reasons.push({ code: 'high-value', points: RISK_POINTS.highValue, count: paiseToRupees(facts.totalPaise) });
  // Only a pincode with enough finished orders says anything about itself.
  const finished = facts.pincodeDelivered + facts.pincodeReturned;
  const rtoPercent = finished > 0 ? Math.round((facts.pincodeReturned * WHOLE) / finished) : 0;
  if (finished >= rules.pincodeMinOrders && rtoPercent >= rules.pincodeRtoPercent)
    reasons.push({ code: 'pincode-rto', points: RISK_POINTS.pincodeRto, count: rtoPercent });
  return [...reasons, ...addressReasons(facts.address)];
}

/** The decision on a cash order: its score, the reasons that make it, and what follows. */
export function cashRiskOf(rules: CashRiskRules, facts: CashRiskFacts): CashRisk {
  const reasons = riskReasons(rules, facts);
  const score = Math.max(
    0,
    reasons.reduce((sum, reason) => sum + reason.points, 0),
  );
  const decision = score >= rules.prepaidScore ? 'prepaid-only' : score >= rules.confirmScore ? 'confirm' : 'cash';
  return { decision, score, reasons };
}

/**
 * Why cash is refused, as the shopper can understand and act on it: the phone's returns when
 * they weigh most, else the address when it is what she can mend, else the order as a whole
 * (a pincode's rate or a large order is not hers to explain).
 */
export function riskRefusal(risk: CashRisk): { message: string; field: string; refusal: Refusal } {
  const weight = (codes: string[]) =>
    risk.reasons.filter((reason) => codes.includes(reason.code)).reduce((sum, reason) => sum + reason.points, 0);
  const phone = weight(['phone-returned']);
  const address = weight(['street-short', 'no-house-number', 'pincode-state', 'pincode-city']);
  if (phone > 0 && phone >= address)
    return {
      message:
        'Cash on delivery is not offered to this phone for now: earlier parcels to it came back. Please pay by card or UPI.',
      field: 'shippingAddress.phone',
      refusal: refusalOf('cod.riskPhone', {}),
    };
  if (address > 0)
    return {
      message:
        'Cash on delivery needs a complete address: add your house or flat number and check the pincode, city and state. Or pay by card or UPI.',
      field: 'shippingAddress.street',
      refusal: refusalOf('cod.riskAddress', {}),
    };
  return {
    message: 'Cash on delivery is not available for this order. Please pay by card or UPI.',
    field: 'amount',
    refusal: refusalOf('cod.riskOrder', {}),
  };
}
