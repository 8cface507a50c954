// What a regex costs Postgres before it runs, from its text alone. Postgres compiles a pattern to an automaton by
// copying every bounded repetition out: `((.{0,18}){0,18}){0,18}a` is 18³ copies of `.`, and compiling that took
// PGlite 4-9 s (on Node's main thread, so the whole server stopped) with no back-reference and no embed for the
// other guards to see. Matching then builds automaton states row by row, each costing about the automaton's size.
// So the size of the expanded automaton is the price, estimated here from above:
//   - a plain atom (a character, `.`, an escape, a bracket expression) costs 1;
//   - `x{m,n}` costs (max(m, n) + 1) × x, `x{m,}` (m + 2) × x: the copies, plus the loop or skip around them;
//   - `x?` costs 2 × x (the empty path around x), `x*` and `x+` 3 × x (a loop): inside a bounded repetition these
//     made `(.*.*.*.*){0,100}` slower (390 ms) than the plain `(.{0,60}){0,60}` of 9 times its atoms (235 ms);
//   - a sequence costs the sum of its parts, an alternation the sum of its branches, a group what it holds.
// It over-counts rather than under-counts: `\(` and `\{m,n\}` (groups and bounds in the basic syntax that `(?b)`
// switches on) are counted as groups and bounds in every syntax, and an escape's tail (`\u1234`) as atoms.
// Measured on PGlite (one read of the seeded exams, a fresh pattern each time), the time grows faster than the cost
// once optional parts repeat: `(.*.*.*.*){0,36}` (296) 15 ms, `(.?){0,149}` (300) 20 ms, `(.{0,16}){0,16}` (289)
// 7 ms; `(.?){0,255}` (513) 75 ms, `(.*.*.*.*){0,73}` (592) 120-350 ms, `(.{0,60}){0,60}` (3,721) 235 ms,
// `(.{0,100}){0,100}` (10,201) 1 s, `((.{0,18}){0,18}){0,18}` (6,860) 4 s. At 300 the worst took ~20 ms, a
// save's time: a flood of them from many addresses delays a learner by one such turn per address. Patterns a person
// writes cost far less (`^[A-Z]{3}$` 6, `.{0,255}x` 258).

/** Above this a request's patterns are refused before any engine sees them (400 2201B, Postgres's "too complex"). */
export const MAX_REGEX_COST = 300;

/** Postgres's own bound on a repetition count ({m,n} above it is a syntax error there). */
const DUPMAX = 255;

/** Expanded atoms: all of them, and those that span many colors (see below). */
interface Size {
  all: number;
  wide: number;
}
const times = (s: Size, k: number): Size => ({ all: s.all * k, wide: s.wide * k });

/** The estimated automaton size of a pattern; Infinity once it passes `ceiling` (the walk stops early). */
export function regexCost(pattern: string, ceiling = MAX_REGEX_COST): number {
  let i = 0;
  // `***=` makes the rest a literal string; `***:` only says "advanced syntax".
  if (pattern.startsWith('***=')) return pattern.length - 4;
  if (pattern.startsWith('***:')) i = 4;
  // Characters a pattern names split the alphabet into "colors", and a wide atom (`.`, `[^x]`, `[a-z]`, `\w`) has
  // an arc for each color it spans: 280 distinct `[^x]` took 200-280 ms at a cost of 281. So each distinct
  // character or set named adds 1/8 of the wide atoms' expanded count (`.{0,255}x` stays allowed: 11 ms).
  const sets = new Set<string>();

  /** A sequence of alternatives up to a closing group or the end: the sum of every piece. */
  const sequence = (): Size => {
    const total: Size = { all: 0, wide: 0 };
    while (i < pattern.length) {
      const ch = pattern[i];
      if (ch === ')' || (ch === '\\' && pattern[i + 1] === ')')) break;
      if (ch === '|') {
        i++;
        continue;
      }
      const piece = quantified(atom());
      total.all += piece.all;
      total.wide += piece.wide;
      if (total.all > ceiling) break;
    }
    return total;
  };

  /** One atom: a group (its contents), a bracket expression, an escape or one character. */
  const atom = (): Size => {
    const start = i;
    const ch = pattern[i];
    if (ch === '(' || (ch === '\\' && pattern[i + 1] === '(')) {
      i += ch === '(' ? 1 : 2;
      // (?:…) (?=…) (?!…) (?<=…) (?<!…) and embedded options (?bcx…) start like a group: count their contents
      if (pattern[i] === '?') i++;
      const inner = sequence();
      if (pattern[i] === ')') i++;
      else if (pattern[i] === '\\') i += 2;
      return { all: Math.max(inner.all, 1), wide: inner.wide };
    }
    if (ch === '[') {
      i++;
      if (pattern[i] === '^') i++;
      if (pattern[i] === ']') i++; // a leading ] is a member
      while (i < pattern.length && pattern[i] !== ']') {
        if (pattern[i] === '[' && /[:.=]/.test(pattern[i + 1] ?? '')) {
          const close = pattern.indexOf(`${pattern[i + 1]}]`, i + 2);
          i = close < 0 ? pattern.length : close + 2;
        } else i += pattern[i] === '\\' ? 2 : 1;
      }
      i++;
    } else i += ch === '\\' ? 2 : 1;
    const text = pattern.slice(start, i);
    const wide = text === '.' || /^\[\^|^\[.+-.|^\[.*\[:|^\\[wdsWDS]$/.test(text);
    if (text !== '.') sets.add(text);
    return { all: 1, wide: wide ? 1 : 0 };
  };

  /** The quantifiers after an atom, each multiplying its cost (`a{2}{3}` is six copies). */
  const quantified = (size: Size): Size => {
    for (;;) {
      const ch = pattern[i];
      if (ch === '*' || ch === '+') {
        i++;
        size = times(size, 3); // a loop: measured dearer than an optional copy
      } else if (ch === '?') {
        i++;
        size = times(size, 2);
      } else {
        const bound = /^\\?\{(\d*)(,?)(\d*)\\?\}/.exec(pattern.slice(i, i + 16));
        if (!bound) return size;
        i += bound[0].length;
        const m = Math.min(Number(bound[1] || 0), DUPMAX);
        const n = bound[2] ? (bound[3] ? Math.min(Number(bound[3]), DUPMAX) : undefined) : m;
        size = times(size, n === undefined ? m + 2 : Math.max(m, n) + 1);
      }
      if (pattern[i] === '?') i++; // non-greedy: the same automaton
      if (size.all > ceiling) return size;
    }
  };

  const total: Size = { all: 0, wide: 0 };
  while (i < pattern.length && total.all <= ceiling) {
    const part = sequence();
    total.all += part.all;
    total.wide += part.wide;
    i++; // an unbalanced `)` (Postgres refuses it): skip and go on counting
  }
  const cost = total.all + Math.ceil((total.wide * sets.size) / 8);
  return cost > ceiling ? Infinity : cost;
}
