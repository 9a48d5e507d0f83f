/**
 * The mix of mentor searches the benchmark sends: what members do on /mentors, from browsing to
 * typing a name, with and without filters. Drawn from a seeded generator, so every run sends the
 * same requests in the same order.
 */
import * as w from './bench-words.ts';

export type Kind =
  | 'browse'
  | 'later page'
  | 'common word'
  | 'rare word'
  | 'two words'
  | 'country'
  | 'language'
  | 'skill'
  | 'free'
  | 'price range'
  | 'sorted'
  | 'words + filters';

export type SearchRequest = { kind: Kind; query: string };

/** mulberry32: small, fast and good enough to pick queries. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

/** Word starts, as typed into the search box (3 letters or more). */
const prefix = (word: string, letters: number) => word.toLowerCase().slice(0, Math.max(3, letters));

/** Words many mentors have: names, role words, top skills, common bio words. */
const COMMON_WORDS = [
  ...w.FIRST_NAMES,
  ...w.LAST_NAMES,
  'engineer',
  'manager',
  'senior',
  'product',
  'marketing',
  'data',
  'growth',
  'leadership',
];
/** Words few or no mentors have: rare bio words, long-tail skills and companies, a typo. */
const RARE_WORDS = [...w.RARE_WORDS, 'sport', 'robotics', 'ushahidi', 'gokada', 'xylophone', 'mentorshipp'];

const TWO_WORD_ROLES = w.ROLES.map((role) => role.split(' ')).filter((words) => words.length === 2);

/** Share of each kind in the mix, per cent. */
const MIX: [Kind, number][] = [
  ['browse', 10],
  ['later page', 8],
  ['common word', 14],
  ['rare word', 8],
  ['two words', 10],
  ['country', 8],
  ['language', 7],
  ['skill', 7],
  ['free', 5],
  ['price range', 5],
  ['sorted', 6],
  ['words + filters', 12],
];

export function searchRequests(count: number, seed: number): SearchRequest[] {
  const g = generator(seed);
  const kinds = MIX.flatMap(([kind, share]) => Array<Kind>(share).fill(kind));
  const skewed = <T>(list: readonly T[]) => list[Math.floor(g.next() ** 2 * list.length)]!;
  const build: Record<Kind, () => Record<string, string>> = {
    browse: () => ({}),
    'later page': () => ({ page: String(g.int(2, 5)) }),
    'common word': () => ({ q: prefix(g.pick(COMMON_WORDS), g.int(3, 8)) }),
    'rare word': () => ({ q: prefix(g.pick(RARE_WORDS), g.int(5, 12)) }),
    'two words': () => {
      const [first, second] = g.pick(TWO_WORD_ROLES);
      return g.next() < 0.5
        ? { q: `${g.pick(w.FIRST_NAMES)} ${prefix(g.pick(w.LAST_NAMES), g.int(3, 6))}` }
        : { q: `${first} ${prefix(second!, g.int(3, 6))}` };
    },
    country: () => ({ country: skewed(w.COUNTRIES) }),
    language: () => ({ language: g.next() < 0.5 ? skewed(['English', 'French', 'Arabic', 'Portuguese']) : skewed(w.LOCAL_LANGUAGES) }),
    skill: () => ({ skill: skewed(w.SKILLS).toLowerCase() }),
    free: () => ({ free: 'true' }),
    'price range': () => {
      const min = 500 * g.int(0, 20);
      return { minRate: String(min), maxRate: String(min + 500 * g.int(2, 20)) };
    },
    // Another order than best match, over every listed mentor or one country's.
    sorted: () => ({
      sort: g.pick(['rating', 'price_low', 'price_high', 'newest']),
      ...(g.next() < 0.5 ? { country: skewed(w.COUNTRIES) } : {}),
    }),
    'words + filters': () => ({
      q: prefix(g.pick(COMMON_WORDS), g.int(3, 8)),
      ...(g.next() < 0.6 ? { country: skewed(w.COUNTRIES) } : {}),
      ...(g.next() < 0.4 ? { language: 'English' } : {}),
      ...(g.next() < 0.3 ? { free: 'true' } : {}),
      ...(g.next() < 0.2 ? { page: '2' } : {}),
    }),
  };
  return Array.from({ length: count }, () => {
    const kind = g.pick(kinds);
    return { kind, query: new URLSearchParams(build[kind]()).toString() };
  });
}
