import { COUNTRIES } from '../constants/countries.ts';
import { SUGGESTION_MIN_CHARS, SUGGESTION_RESULTS } from '../constants/limits.ts';

/** Lower case without accents, so "cote" finds Côte d’Ivoire and "SAO" finds São Tomé. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const FOLDED = COUNTRIES.map((name) => ({ name, folded: foldText(name) }));

/** Countries for what was typed: none under three characters, names starting with it first. */
export function suggestCountries(query: string): string[] {
  const q = foldText(query);
  if (q.length < SUGGESTION_MIN_CHARS) return [];
  const starts = FOLDED.filter((c) => c.folded.startsWith(q));
  const contains = FOLDED.filter((c) => !c.folded.startsWith(q) && c.folded.includes(q));
  return [...starts, ...contains].slice(0, SUGGESTION_RESULTS).map((c) => c.name);
}
