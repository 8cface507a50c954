import { callRpc } from '../../../lib/rpc';

type Letter = 'A' | 'B' | 'C' | 'D';
export type BandShares = { learners: number } & Record<Letter, number>;

export interface ItemStats {
  question_id: string;
  position: number;
  key: Letter;
  learners: number;
  /** Share of learners right, 0-1; null with no learners. */
  facility: number | null;
  /** Point-biserial correlation with the learners' other answers, -1..1; null when it cannot be computed. */
  discrimination: number | null;
  /** The Rasch difficulty of the readiness fit, in logits; null before the exam is fitted. */
  difficulty: number | null;
  bands: Partial<Record<'low' | 'middle' | 'high', BandShares>>;
  flags: string[];
}

export interface ItemAnalysis {
  min_learners: number;
  questions: ItemStats[];
}

/** The paper's item analysis (staff); running it records its flags in the reports queue. */
export const fetchItemAnalysis = (paperId: string) => callRpc<ItemAnalysis>('studio_item_analysis', { p_paper_id: paperId });
