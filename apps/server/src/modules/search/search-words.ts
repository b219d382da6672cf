import type { Executor } from '../../platform/db/client';
import { wordFactRows } from './search-words.repository';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Title words looked at per query word, nearest by trigram distance (GiST). */
const NEAREST = 8;
/** Below this pg_trgm similarity a title word is no correction ('dorne' → 'drone' is 0.2). */
const MIN_SIMILARITY = 0.3;
/** Corrections kept per misspelt word (the closest ones, equally close). */
const CORRECTIONS = 3;
const LETTERS_AND_DIGITS = /^[\p{L}\p{N}]+$/u;

/** Letters and digits only (any script): nothing left can be a tsquery operator. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
}

/** What the database says about one query word. */
export interface WordFacts {
  word: string;
  /** An English stop word ('the'): dropped from the query. */
  stop: boolean;
  /** Its lexemes as items' search_vector stores them ('wedding' → 'wed'). */
  stems: string[];
  /** A title word, or the start of one ('strol'): never corrected. */
  known: boolean;
  /** The nearest title words (letters and digits only), nearest first, with their lexemes. */
  near: Array<{ word: string; similarity: number; stems: string[] }>;
}

/** One round trip for all the words: stems, stop words, and near title words from search_words. */
export async function lookUpWords(db: Executor, words: string[]): Promise<WordFacts[]> {
  if (!words.length) return [];
  const facts = await wordFactRows(db, words, NEAREST);
  return facts.map((f) => ({ ...f, near: f.near.filter((n) => LETTERS_AND_DIGITS.test(n.word)) }));
}

/**
 * Edits (insert, delete, replace, swap two neighbours) between a and b: optimal string alignment.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
    }
    before = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/** Edits allowed for a word this long: 1 up to 4 letters ('kayk'), 2 up to 8, then 3. */
const allowedEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/**
 * A word that is neither a title word nor the start of one is corrected to the closest title
 * words: similar enough (trigrams) and within a few edits, the fewest edits winning ('strolller'
 * → 'stroller', not also 'controller'). [] when nothing is close: the word is searched as typed.
 */
export function corrections(facts: WordFacts): WordFacts['near'] {
  if (facts.known || facts.stop) return [];
  const length = [...facts.word].length;
  const close = facts.near
    .filter((n) => n.word !== facts.word && n.stems.length > 0 && n.similarity >= MIN_SIMILARITY)
    .map((n) => ({ ...n, edits: editDistance(facts.word, n.word) }))
    .filter((n) => n.edits <= allowedEdits(length));
  const fewest = Math.min(...close.map((n) => n.edits));
  return close
    .filter((n) => n.edits === fewest)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, CORRECTIONS);
}

/** One alternative of a word group: a lexeme, as a prefix or not. */
interface Term {
  lexeme: string;
  prefix: boolean;
}

/**
 * The text query: every (non-stop) word must match. A word is searched as its lexemes and as a
 * prefix of what was typed ('wedding' → wed | wedding:*, never wed:* and so 'wednesday'; 'strol'
 * → strol:* finds 'stroller'); a misspelt word only as its corrections ('projecter' → projector,
 * not its stem 'project'). null when no word is left.
 */
export function textQuery(facts: WordFacts[]): TextQuery | null {
  const groups: Term[][] = [];
  for (const f of facts) {
    if (f.stop) continue;
    const fixes = corrections(f);
    groups.push(
      fixes.length
        ? fixes.flatMap((c) => c.stems.map((lexeme) => ({ lexeme, prefix: false })))
        : [
            // 'speaker' is its own stem: the prefix alone covers it.
            ...f.stems.filter((lexeme) => lexeme !== f.word).map((lexeme) => ({ lexeme, prefix: false })),
            { lexeme: f.word, prefix: true },
          ],
    );
  }
  if (!groups.length) return null;
  return { any: render(groups, ''), title: render(groups, 'A') };
}

/** The query as tsquery input, anywhere in the item (`any`) or in its title only (`title`). */
export interface TextQuery {
  any: string;
  title: string;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

function render(groups: Term[][], weight: '' | 'A'): string {
  const term = (t: Term) => {
    const flags = `${t.prefix ? '*' : ''}${weight}`;
    return flags ? `${quote(t.lexeme)}:${flags}` : quote(t.lexeme);
  };
  return groups.map((g) => `(${[...new Set(g.map(term))].join(' | ')})`).join(' & ');
}
