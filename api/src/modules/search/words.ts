/**
 * A query's words as the search reads them, the same way the products' search columns are made
 * (db/schema/catalog.ts `searchWords`): lower case, anything but Latin letters, digits and
 * Devanagari a break. And the word-level tools: a light stemmer and an edit distance.
 */

// Ranges of code points, not characters: Devanagari's vowel signs belong to the words they follow.
// eslint-disable-next-line no-misleading-character-class
const NOT_A_WORD = /[^a-z0-9\u0900-\u0963\u0966-\u097f]+/;

/** Whether a text is one word as the search splits them (the search columns hold nothing else). */
export function isOneWord(text: string): boolean {
  return text.length > 0 && !NOT_A_WORD.test(text);
}

/** Words a query may carry that say nothing of the piece ('saree in silk', 'साड़ी का सेट'). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'in',
  'of',
  'for',
  'with',
  'by',
  'to',
  'on',
  'or',
  'का',
  'की',
  'के',
  'में',
  'और',
]);

/** 'Red  Silk-Saree!' -> ['red', 'silk', 'saree']: at most `max` words. */
export function queryWords(text: string, max = 8): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(NOT_A_WORD)
    .filter((word) => word && !STOP_WORDS.has(word))
    .slice(0, max);
}

/** A vocabulary word as written, split off the document the same way ('kurta', 'साड़ी'). */
export function documentWords(text: string): string[] {
  return text.split(' ').filter(Boolean);
}

/**
 * Devanagari spelt more than one way for one sound: the chandrabindu and the anusvara, a nukta
 * letter and its plain one (ड़ -> ड), so 'साडी' and 'साड़ी', 'लहँगा' and 'लहंगा' meet.
 */
function foldDevanagari(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902');
}

/**
 * A light stemmer: the word's plural endings taken off, English ('dresses', 'watches',
 * 'accessories', 'sarees', 'kurtas') and Hindi ('साड़ियाँ' -> 'साड़ी', 'कुर्ते' -> 'कुर्ता'). Not a
 * linguist's stemmer: it only has to bring a word and its plural to one key.
 */
export function stem(word: string): string {
  const folded = foldDevanagari(word);
  if (/[\u0900-\u097f]/.test(folded)) {
    if (folded.endsWith('ियां')) return `${folded.slice(0, -4)}ी`;
    if (folded.length > 3 && folded.endsWith('े')) return `${folded.slice(0, -1)}ा`;
    if (folded.length > 3 && folded.endsWith('ें')) return folded.slice(0, -2);
    return folded;
  }
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** How many typos a word of this length may carry and still be found: none up to 3 letters, 1 up to 7, else 2. */
export function typoBudget(word: string): number {
  const length = [...word].length;
  if (length <= 3) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Edits between two words (insert, delete, change, or swap two neighbours: Damerau's optimal
 * string alignment), giving up past `max`: a typo is usually one of these.
 */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        value = Math.min(value, (before[j - 2] as number) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length] as number;
}
