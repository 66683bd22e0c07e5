/**
 * The sandbox's couriers and lanes: what Shiprocket's serviceability answers, made up but shaped
 * like it and deterministic (tests name rates and days). Zones as Indian aggregators price them:
 * A within a city, B within a region, C the same postal zone, D the rest of India, E the north
 * east, Jammu and Kashmir, Ladakh, Sikkim and the islands.
 */

export type Zone = 'A' | 'B' | 'C' | 'D' | 'E';
const ZONES: Zone[] = ['A', 'B', 'C', 'D', 'E'];

export interface SandboxCourierLine {
  id: number;
  name: string;
  /** Freight for the first 500 g and each further 500 g, paise, per zone A..E. */
  firstPaise: number[];
  nextPaise: number[];
  /** Days from pickup to the door, per zone A..E. */
  etaDays: number[];
  /** The most cash it collects at one door, paise (0: prepaid only). */
  cashLimitPaise: number;
  maxWeightGrams: number;
  /** The AWB: this prefix, then the shipment id, zero-padded to the length. */
  awbPrefix: string;
  awbLength: number;
  /** The courier's 0-5 rating, as Shiprocket shows it. */
  rating: number;
}

export const SANDBOX_COURIERS: SandboxCourierLine[] = [
  {
    id: 43,
    name: 'Delhivery Surface',
    firstPaise: [3100, 3700, 4300, 5100, 6200],
    nextPaise: [2900, 3300, 3800, 4600, 5800],
    etaDays: [2, 3, 4, 5, 7],
    cashLimitPaise: 5_000_000,
    maxWeightGrams: 50_000,
    awbPrefix: '1490',
    awbLength: 14,
    rating: 4.2,
  },
  {
    id: 33,
    name: 'Xpressbees Surface',
    firstPaise: [2900, 3500, 4100, 4900, 6000],
    nextPaise: [2700, 3100, 3600, 4400, 5600],
    etaDays: [2, 3, 5, 6, 8],
    cashLimitPaise: 5_000_000,
    maxWeightGrams: 50_000,
    awbPrefix: '1420',
    awbLength: 14,
    rating: 4,
  },
  {
    id: 51,
    name: 'Ekart Logistics',
    firstPaise: [3000, 3600, 4000, 4700, 5900],
    nextPaise: [2800, 3200, 3500, 4300, 5500],
    etaDays: [2, 3, 4, 5, 7],
    cashLimitPaise: 4_000_000,
    maxWeightGrams: 30_000,
    awbPrefix: '50',
    awbLength: 12,
    rating: 4.1,
  },
  {
    id: 6,
    name: 'Blue Dart Air',
    firstPaise: [5200, 6200, 7300, 8400, 9900],
    nextPaise: [4800, 5800, 6900, 8000, 9500],
    etaDays: [1, 2, 2, 3, 4],
    cashLimitPaise: 5_000_000,
    maxWeightGrams: 10_000,
    awbPrefix: '77',
    awbLength: 12,
    rating: 4.5,
  },
  {
    id: 10,
    name: 'DTDC Surface',
    firstPaise: [3200, 3800, 4500, 5400, 6600],
    nextPaise: [3000, 3400, 4000, 4900, 6200],
    etaDays: [3, 4, 5, 6, 8],
    cashLimitPaise: 1_000_000,
    maxWeightGrams: 50_000,
    awbPrefix: '715',
    awbLength: 13,
    rating: 3.6,
  },
];

/** What cash handling adds to a cash parcel's freight: Rs 37 or 1.5% of the cash, the larger. */
export const cashChargePaise = (cashPaise: number) => Math.max(3700, Math.round(cashPaise * 0.015));

/**
 * Pincodes no courier reaches in the sandbox: the Army Postal Service (9xxxxx) and Lakshadweep
 * (6825xx). Pincodes where no courier takes cash: the store's default COD_EXCLUDED_AREAS
 * prefixes (79 north east, 744 Andaman and Nicobar, 194 Ladakh), so both sides agree by default.
 */
export const unserviceablePincode = (pincode: string) => pincode.startsWith('9') || pincode.startsWith('6825');
export const NO_CASH_PREFIXES = ['79', '744', '194'];
export const cashRefusedAt = (pincode: string) => NO_CASH_PREFIXES.some((prefix) => pincode.startsWith(prefix));

const SPECIAL_PREFIXES = ['79', '744', '18', '19', '737'];

/** The lane's zone from the two pincodes' leading digits. */
export function zoneOf(pickup: string, delivery: string): Zone {
  if (SPECIAL_PREFIXES.some((prefix) => delivery.startsWith(prefix))) return 'E';
  if (pickup.slice(0, 3) === delivery.slice(0, 3)) return 'A';
  if (pickup.slice(0, 2) === delivery.slice(0, 2)) return 'B';
  if (pickup[0] === delivery[0]) return 'C';
  return 'D';
}

export const zoneIndex = (zone: Zone) => ZONES.indexOf(zone);

/** A courier's freight for a parcel on a zone, paise (cash handling separate). */
export function freightPaise(courier: SandboxCourierLine, zone: Zone, weightGrams: number): number {
  const z = zoneIndex(zone);
  const halves = Math.max(1, Math.ceil(weightGrams / 500));
  return (courier.firstPaise[z] ?? 0) + (halves - 1) * (courier.nextPaise[z] ?? 0);
}

/** The AWB a courier gives a shipment: numeric, its prefix then the shipment id. */
export const awbFor = (courier: SandboxCourierLine, shipmentId: number) =>
  courier.awbPrefix + String(shipmentId).padStart(courier.awbLength - courier.awbPrefix.length, '0');

/** The hub a pincode's parcels pass, for the scans' locations (by its first two digits). */
const HUBS: Record<string, string> = {
  '11': 'Delhi_Bijwasan_H (Delhi)',
  '12': 'Gurgaon_Tauru_H (Haryana)',
  '20': 'Noida_Sector67_H (Uttar Pradesh)',
  '22': 'Lucknow_Chinhat_H (Uttar Pradesh)',
  '30': 'Jaipur_Sitapura_H (Rajasthan)',
  '38': 'Ahmedabad_Changodar_H (Gujarat)',
  '40': 'Mumbai_Bhiwandi_H (Maharashtra)',
  '41': 'Pune_Chakan_H (Maharashtra)',
  '50': 'Hyderabad_Shamshabad_H (Telangana)',
  '56': 'Bengaluru_Nelamangala_H (Karnataka)',
  '60': 'Chennai_Poonamallee_H (Tamil Nadu)',
  '70': 'Kolkata_Dankuni_H (West Bengal)',
  '80': 'Patna_Fatuha_H (Bihar)',
};
export const hubOf = (pincode: string) => HUBS[pincode.slice(0, 2)] ?? `Hub_${pincode.slice(0, 3)} (India)`;
