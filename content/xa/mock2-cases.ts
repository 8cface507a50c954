// X-A Full-Length Mock Test 2: original caselets (not yet written).
import type { Case } from './mock1-cases.ts';

export const CASES2: Case[] = [];
