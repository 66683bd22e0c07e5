import type { Database } from '../../db/client';
import { searchSynonyms, searchWords } from '../../db/schema';
import { documentWords, editDistance, queryWords, stem, typoBudget } from './words';

/** A synonym group as the search applies it: stems, the first word first. */
interface SynonymGroup {
  stems: string[];
  words: string[];
  oneWay: boolean;
}

/** Words a half-typed word may complete to, at most (the most a suggestion's query carries). */
const COMPLETIONS = 20;
/** Words whose meaning a vocabulary keeps (`word`): a few MB at most. */
const WORDS_KEPT = 10_000;

/** One word of a query as understood: the catalogue's words that find it, strongest first. */
export interface UnderstoodWord {
  typed: string;
  /** The word itself, its plural or singular, its synonyms: whole-word matches. */
  exact: string[];
  /** Completions of a half-typed word and corrections of a typo: found, ranked below. */
  near: string[];
  /** The word the catalogue has that she probably meant, when `typed` is a typo. */
  corrected: string | null;
}

export interface UnderstoodQuery {
  words: UnderstoodWord[];
  /** The words as she typed them, normalised: what the query log keeps. */
  typed: string;
  /** With the corrections made. */
  understood: string;
  corrected: boolean;
  /** Some word matches nothing the catalogue has: the query finds nothing. */
  unmatched: boolean;
}

/**
 * The catalogue's words (`search_words`) and the admin's synonyms, read once per catalogue
 * version (a synonym's edit moves it too: migration 0051), and what a query means in them.
 */
export class Vocabulary {
  private readonly byStem = new Map<string, string[]>();
  private readonly understood = new Map<string, UnderstoodWord>();
  private readonly sorted: string[];
  private readonly groups: SynonymGroup[];
  /** Every word a typo may be corrected to, the catalogue's before the synonyms', with its stem. */
  private readonly known: { word: string; stem: string; length: number }[];

  constructor(words: string[], synonyms: { words: string[]; oneWay: boolean }[]) {
    for (const word of words) {
      const key = stem(word);
      const list = this.byStem.get(key);
      if (list) list.push(word);
      else this.byStem.set(key, [word]);
    }
    this.sorted = [...words].sort();
    this.groups = synonyms.map((group) => ({ ...group, stems: group.words.map(stem) }));
    // Numbers ('No. 1042') are never a typo's correction: leaving them out keeps the scan short.
    this.known = [...new Set([...words, ...synonyms.flatMap((group) => group.words)])]
      .filter((word) => !/[0-9]/.test(word))
      .map((word) => ({ word, stem: stem(word), length: [...word].length }));
  }

  static async load(db: Database): Promise<Vocabulary> {
    const words = await db.select({ word: searchWords.word }).from(searchWords);
    const synonyms = await db
      .select({ words: searchSynonyms.words, oneWay: searchSynonyms.oneWay })
      .from(searchSynonyms);
    return new Vocabulary(
      words.flatMap((row) => documentWords(row.word)),
      synonyms.map((row) => ({ words: row.words.flatMap((word) => queryWords(word)), oneWay: row.oneWay })),
    );
  }

  /**
   * What the text means in the catalogue's words. `lastIsPrefix`: she is still typing, so the
   * last word also finds the words it begins (suggestions).
   */
  understand(text: string, { lastIsPrefix = false } = {}): UnderstoodQuery {
    const typed = queryWords(text);
    const words = typed.map((word, index) => this.word(word, lastIsPrefix && index === typed.length - 1));
    return {
      words,
      typed: typed.join(' '),
      understood: words.map((word) => word.corrected ?? word.typed).join(' '),
      corrected: words.some((word) => word.corrected),
      unmatched: words.some((word) => !word.exact.length && !word.near.length),
    };
  }

  /** The closest word the catalogue has to each that matches nothing, allowing one typo more: a query that found nothing's 'Did you mean'. */
  looserCorrection(query: UnderstoodQuery): string | null {
    if (!query.unmatched) return null;
    const words = query.words.map((word) => {
      if (word.exact.length || word.near.length) return word.corrected ?? word.typed;
      return this.closest(word.typed, typoBudget(word.typed) + 1)[0] ?? null;
    });
    return words.every((word) => word !== null) ? words.join(' ') : null;
  }

  /**
   * A word's meaning, kept: the same words are typed again and again (each keystroke of a
   * suggestion box repeats the words before it), and a typo's correction reads every word the
   * catalogue has. This vocabulary never changes (a new one is read when the catalogue moves), so
   * nothing kept goes stale; at most WORDS_KEPT are kept, the oldest dropped first.
   */
  private word(typed: string, isPrefix: boolean): UnderstoodWord {
    const key = `${isPrefix ? '+' : '='}${typed}`;
    const kept = this.understood.get(key);
    if (kept) return kept;
    const meaning = this.meaningOf(typed, isPrefix);
    if (this.understood.size >= WORDS_KEPT) this.understood.delete(this.understood.keys().next().value as string);
    this.understood.set(key, meaning);
    return meaning;
  }

  private meaningOf(typed: string, isPrefix: boolean): UnderstoodWord {
    const exact = this.expand(typed);
    const near = new Set<string>();
    let corrected: string | null = null;
    if (!exact.length) {
      for (const candidate of this.closest(typed, typoBudget(typed))) {
        const found = this.expand(candidate);
        if (!found.length) continue;
        corrected ??= candidate;
        for (const word of found) near.add(word);
      }
    }
    if (isPrefix || typed.length >= 3)
      for (const word of this.completions(typed)) if (!exact.includes(word)) near.add(word);
    return { typed, exact, near: [...near], corrected: exact.length || !near.size ? null : corrected };
  }

  /** The catalogue's words with the same stem as the word or as any of its synonyms. */
  private expand(word: string): string[] {
    const key = stem(word);
    const stems = new Set([key]);
    for (const group of this.groups) {
      const at = group.stems.indexOf(key);
      // One-way: only the first word finds the others.
      if (at === 0 || (at > 0 && !group.oneWay)) for (const other of group.stems) stems.add(other);
    }
    return [...stems].flatMap((each) => this.byStem.get(each) ?? []);
  }

  /** Known words within `budget` edits of the word (or of its stem), the nearest only. */
  private closest(word: string, budget: number): string[] {
    if (budget === 0) return [];
    const key = stem(word);
    const length = [...word].length;
    let best = budget + 1;
    let found: string[] = [];
    for (const { word: candidate, stem: candidateStem, length: candidateLength } of this.known) {
      // A plural's 's' or 'es' on top of the budget is the most a stem can save.
      if (Math.abs(candidateLength - length) > budget + 2) continue;
      const distance = Math.min(editDistance(word, candidate, budget), editDistance(key, candidateStem, budget));
      if (distance < best) [best, found] = [distance, [candidate]];
      else if (distance === best && distance <= budget) found.push(candidate);
    }
    return best <= budget ? found : [];
  }

  /** Words that begin with the prefix, in order (a binary search of the sorted words). */
  private completions(prefix: string): string[] {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.sorted[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const out: string[] = [];
    for (let i = low; i < this.sorted.length && out.length < COMPLETIONS; i++) {
      const word = this.sorted[i] as string;
      if (!word.startsWith(prefix)) break;
      if (word !== prefix) out.push(word);
    }
    return out;
  }
}
