import { createHash, randomInt } from 'node:crypto';

/**
 * Gift card codes: 16 characters of Crockford's base 32 (no I, L, O or U), 5 bits each, so 80
 * random bits: guessing one of a million live cards at the balance route's limits would take
 * longer than the universe has. Shown in groups of four; read case- and space-insensitively,
 * with the letters people mistake for digits read as those digits.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;

/** A new random code, normalised (no groups). */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** What she typed as a code: upper case, spaces and dashes gone, O as 0 and I or L as 1; null when it cannot be one. */
export function normaliseCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH || [...code].some((char) => !ALPHABET.includes(char))) return null;
  return code;
}

/** The code in groups of four, as messages show it: 'K7QM-3XD2-9HVA-T4PW'. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** What the card table keeps to find a code: it is never stored itself. */
export const codeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** The first four characters: the balance route's second limit counts guesses per prefix. */
export const codePrefix = (code: string) => code.slice(0, 4);
