import type { Messages } from '../../../lib/messages';

export type QuestionStatus = 'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';

export function questionStatus(visited: boolean, answered: boolean, marked: boolean): QuestionStatus {
  if (answered && marked) return 'answered-marked';
  if (marked) return 'marked';
  if (answered) return 'answered';
  return visited ? 'not-answered' : 'not-visited';
}

/** Colour, icon and the message naming it, per status: the icon carries the meaning for colour-blind learners. */
export const STATUS_STYLE: Record<
  QuestionStatus,
  { label: keyof Messages; icon: string; background: string; color: string; border: string }
> = {
  'not-visited': { label: 'statusNotVisited', icon: '', background: '#ffffff', color: '#334155', border: '#cbd5e1' },
  'not-answered': { label: 'statusNotAnswered', icon: '✗', background: '#fee2e2', color: '#991b1b', border: '#f87171' },
  answered: { label: 'statusAnswered', icon: '✓', background: '#dcfce7', color: '#166534', border: '#4ade80' },
  marked: { label: 'statusMarked', icon: '⚑', background: '#ede9fe', color: '#5b21b6', border: '#a78bfa' },
  'answered-marked': { label: 'statusAnsweredMarked', icon: '✓⚑', background: '#ede9fe', color: '#166534', border: '#16a34a' },
};

export const STATUS_ORDER: QuestionStatus[] = ['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked'];
