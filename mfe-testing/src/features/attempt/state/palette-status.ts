export type QuestionStatus = 'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';

export function questionStatus(visited: boolean, answered: boolean, marked: boolean): QuestionStatus {
  if (answered && marked) return 'answered-marked';
  if (marked) return 'marked';
  if (answered) return 'answered';
  return visited ? 'not-answered' : 'not-visited';
}

/** Colour and icon per status: the icon carries the meaning for colour-blind learners. */
export const STATUS_STYLE: Record<QuestionStatus, { label: string; icon: string; background: string; color: string; border: string }> = {
  'not-visited': { label: 'Not visited', icon: '', background: '#ffffff', color: '#334155', border: '#cbd5e1' },
  'not-answered': { label: 'Not answered', icon: '✗', background: '#fee2e2', color: '#991b1b', border: '#f87171' },
  answered: { label: 'Answered', icon: '✓', background: '#dcfce7', color: '#166534', border: '#4ade80' },
  marked: { label: 'Marked for review', icon: '⚑', background: '#ede9fe', color: '#5b21b6', border: '#a78bfa' },
  'answered-marked': { label: 'Answered and marked for review', icon: '✓⚑', background: '#ede9fe', color: '#166534', border: '#16a34a' },
};

export const STATUS_ORDER: QuestionStatus[] = ['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked'];
