// Facts that a rule has changed: a question that mentions one is flagged (blocking) until it is rewritten to the
// current rule or replaced. When the next circular or Finance Act changes a fact the bank tests, add one entry here:
// `pattern` (a case-insensitive regular expression over the stem, options and explanation), what it is, the rule that
// changed it and the rule's date. `exams` limits an entry to the exams whose names contain one of the strings;
// `current`, when a question also matches it, marks a question written to the new rule that names the old one (a
// distractor, or the explanation's "before that ..."), which passes.

export interface StaleFact {
  id: string;
  pattern: string;
  what: string;
  rule: string;
  date: string;
  exams?: readonly string[];
  current?: string;
}

const MF_EXAMS = ['X-A', 'X-B', 'V-A'];

export const STALE_FACTS: readonly StaleFact[] = [
  {
    id: 'solution-oriented',
    pattern: String.raw`solution[- ]oriented|(retirement|children'?s) fund[^.]{0,60}lock-?in|lock-?in[^.]{0,60}(retirement|children'?s) fund`,
    what: 'solution-oriented (retirement or children’s) schemes',
    rule: 'SEBI’s circular on categorisation and rationalisation of mutual fund schemes discontinued the solution-oriented category; existing schemes stopped fresh subscriptions',
    date: '26 Feb 2026',
    exams: MF_EXAMS,
    current: String.raw`discontinued`,
  },
  {
    id: 'no-upfront-commission',
    pattern: String.raw`no upfront commission|upfront commissions?[^.]{0,60}(not allowed|not permitted|banned|prohibited)|all[- ]trail`,
    what: '"no upfront commission" (the all-trail model)',
    rule: 'SEBI’s circular on incentives for distributors lets an AMC pay an additional 1 % (up to Rs 2,000) on a new investor’s first investment from B-30 cities or a new woman investor, from its investor-education money',
    date: '27 Nov 2025, in force 1 Mar 2026',
    exams: MF_EXAMS,
    current: String.raw`new (individual |women )?investors?|B-30`,
  },
  {
    id: 'market-cap-ranks-2017',
    pattern: String.raw`\b(1st|101st|251st)\b[^.]{0,30}\b(100th|250th|onwards)\b|\btop 100 companies\b|\b101(st)? to 250(th)?\b`,
    what: 'the 2017 market-capitalisation ranks (1st-100th, 101st-250th, 251st onwards)',
    rule: 'SEBI’s categorisation circular replaced the 2017 categorisation (clause 2.6 of the master circular); the ranks are not tested until confirmed in the new text',
    date: '26 Feb 2026',
    exams: MF_EXAMS,
  },
  {
    id: 'category-limits-2017',
    pattern: String.raw`(mid ?cap|small ?cap|credit risk|value|contra|dividend yield|focused)( fund)?[^.]{0,80}\b65 ?%|\b65 ?%[^.]{0,80}(mid ?cap|small ?cap|AA and below)|gilt fund[^.]{0,80}\b80 ?%|\b80 ?%[^.]{0,40}government securities|liquid fund[^.]{0,80}maturity[^.]{0,30}91 days|maturity of (up to )?91 days`,
    what: 'a 2017 category limit (the 65 % and 80 % minimums, the liquid fund’s 91-day maturity)',
    rule: 'SEBI’s categorisation circular replaced the 2017 scheme characteristics; a limit is tested only once confirmed in the new text',
    date: '26 Feb 2026',
    exams: MF_EXAMS,
  },
  {
    id: 'value-or-contra',
    pattern: String.raw`(either|only one of)[^.]{0,40}value[^.]{0,20}contra|value[^.]{0,20}contra[^.]{0,60}(not both|but not both)`,
    what: 'a fund house offering either a value or a contra fund, not both',
    rule: 'SEBI’s categorisation circular lets a fund house offer both, with at most 50 % portfolio overlap between them',
    date: '26 Feb 2026',
    exams: MF_EXAMS,
  },
  {
    id: 'buyback-deemed-dividend',
    pattern: String.raw`buy ?-?back[^]{0,200}(deemed dividend|taxed as (a )?dividend|as dividend)|(deemed dividend|taxed as (a )?dividend)[^]{0,200}buy ?-?back`,
    what: 'buyback proceeds taxed as dividend',
    rule: 'the Finance Act, 2026 taxes the buyback consideration as capital gains for every shareholder (promoters pay an additional tax) from 1 Apr 2026',
    date: '1 Feb 2026 (Budget), in force 1 Apr 2026',
    current: String.raw`Finance Act, 2026|1 April 2026`,
  },
  {
    id: 'stt-derivatives-2024',
    pattern: String.raw`(\bSTT\b|securities transaction tax)[^]{0,160}(futures?|options?)[^]{0,80}\b0\.(02|1|10|125) ?%|(futures?|options?)[^]{0,80}(\bSTT\b|securities transaction tax)[^]{0,80}\b0\.(02|1|10|125) ?%`,
    what: 'the STT rates on equity derivatives of 1 Oct 2024 (0.02 % on futures, 0.1 % on option premium, 0.125 % on exercise)',
    rule: 'the Finance Act, 2026 raised STT to 0.05 % on the sale of futures and 0.15 % on the option premium and on exercised options',
    date: '1 Feb 2026 (Budget), in force 1 Apr 2026',
    current: String.raw`0\.05 ?%|0\.15 ?%|Finance Act, 2026`,
  },
  {
    id: 'section-80c',
    pattern: String.raw`\b(section )?80 ?C\b`,
    what: 'section 80C',
    rule: 'the Income-tax Act, 2025 replaced the Income-tax Act, 1961 from 1 Apr 2026; the deduction is section 123 (Schedule XV) of the new Act',
    date: '1 Apr 2026',
    current: String.raw`Income-tax Act, 2025|आयकर अधिनियम,? 2025`,
  },
];
