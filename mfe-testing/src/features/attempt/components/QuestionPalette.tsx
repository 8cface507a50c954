import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';
import type { Question } from '../api/fetch-attempt-questions';
import type { Option } from '../../../lib/options';
import { caseNumbers } from '../../cases/hooks/use-case-passages';
import { STATUS_ORDER, STATUS_STYLE, questionStatus, type QuestionStatus } from '../state/palette-status';

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr));
  gap: 0.4rem;
`;

// A case's questions, together under the case's name, across the whole row.
const CaseGroup = styled.li`
  grid-column: 1 / -1;
  border: 1px dashed ${theme.colors.border};
  border-radius: 8px;
  padding: 0.35rem;
  > span {
    display: block;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${theme.colors.muted};
    margin: 0 0 0.3rem 0.15rem;
  }
`;

const Cell = styled.button<{ $status: QuestionStatus; $current: boolean }>`
  position: relative;
  width: 100%;
  min-height: 2.75rem;
  border-radius: 8px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  background: ${(p) => STATUS_STYLE[p.$status].background};
  color: ${(p) => STATUS_STYLE[p.$status].color};
  border: 2px solid ${(p) => STATUS_STYLE[p.$status].border};
  outline: ${(p) => (p.$current ? `3px solid ${theme.colors.primary}` : 'none')};
  outline-offset: 1px;
  &:focus-visible {
    outline: 3px solid ${theme.colors.accent};
  }
`;

const Icon = styled.span`
  position: absolute;
  top: 1px;
  right: 3px;
  font-size: 0.65rem;
  line-height: 1;
`;

interface CellProps {
  index: number;
  status: QuestionStatus;
  current: boolean;
  onSelect: (index: number) => void;
}

// Memoised: choosing an answer re-renders only the one cell whose status changed, even with 150 questions.
const PaletteCell = memo(function PaletteCell({ index, status, current, onSelect }: CellProps) {
  const style = STATUS_STYLE[status];
  return (
    <li>
      <Cell
        type="button"
        $status={status}
        $current={current}
        data-status={status}
        aria-current={current ? 'step' : undefined}
        aria-label={`Question ${index + 1}, ${style.label}`}
        onClick={() => onSelect(index)}
      >
        {index + 1}
        {style.icon && <Icon aria-hidden="true">{style.icon}</Icon>}
      </Cell>
    </li>
  );
});

const LegendList = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  font-size: 0.875rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

const Swatch = styled.span<{ $status: QuestionStatus }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.6rem;
  height: 1.6rem;
  border-radius: 6px;
  font-size: 0.75rem;
  background: ${(p) => STATUS_STYLE[p.$status].background};
  color: ${(p) => STATUS_STYLE[p.$status].color};
  border: 2px solid ${(p) => STATUS_STYLE[p.$status].border};
`;

// Memoised: an answer changes two of the counts, so two items re-render.
const LegendItem = memo(function LegendItem({ status, count }: { status: QuestionStatus; count: number }) {
  return (
    <li>
      <Swatch $status={status} aria-hidden="true">
        {STATUS_STYLE[status].icon}
      </Swatch>
      {STATUS_STYLE[status].label}: {count}
    </li>
  );
});

const PaletteLegend = memo(function PaletteLegend({ counts }: { counts: Record<QuestionStatus, number> }) {
  return (
    <LegendList aria-label="Legend">
      {STATUS_ORDER.map((status) => (
        <LegendItem key={status} status={status} count={counts[status]} />
      ))}
    </LegendList>
  );
});

interface PaletteProps {
  questions: Question[];
  answers: Record<string, Option>;
  marked: ReadonlySet<string>;
  visited: ReadonlySet<string>;
  currentIndex: number;
  onSelect: (index: number) => void;
}

/** Runs of consecutive questions: a case's questions (which the attempt's order keeps together) or standalone ones. */
function runsOf(questions: Question[]): { caseId: string | null; indexes: number[] }[] {
  const runs: { caseId: string | null; indexes: number[] }[] = [];
  questions.forEach((q, index) => {
    const last = runs[runs.length - 1];
    if (q.case_id && last?.caseId === q.case_id) last.indexes.push(index);
    else if (!q.case_id && last && !last.caseId) last.indexes.push(index);
    else runs.push({ caseId: q.case_id, indexes: [index] });
  });
  return runs;
}

/**
 * Every question as a numbered button showing its state, a case's questions grouped, plus a legend with counts.
 * Memoised, with the grouping worked out once per paper: an answer re-renders the palette's one changed cell and
 * the legend, not 150 buttons.
 */
export const QuestionPalette = memo(function QuestionPalette({
  questions,
  answers,
  marked,
  visited,
  currentIndex,
  onSelect,
}: PaletteProps) {
  const runs = useMemo(() => runsOf(questions), [questions]);
  const numbers = useMemo(() => caseNumbers(questions), [questions]);
  const statuses = useMemo(
    () => questions.map((q) => questionStatus(visited.has(q.id), q.id in answers, marked.has(q.id))),
    [questions, answers, marked, visited],
  );
  const counts = useMemo(() => {
    const next = Object.fromEntries(STATUS_ORDER.map((s) => [s, 0])) as Record<QuestionStatus, number>;
    for (const status of statuses) next[status] += 1;
    return next;
  }, [statuses]);
  const cell = (index: number) => (
    <PaletteCell key={questions[index].id} index={index} status={statuses[index]} current={index === currentIndex} onSelect={onSelect} />
  );
  return (
    <nav aria-label="Question palette">
      <Grid>
        {runs.map(({ caseId, indexes }) => {
          if (!caseId) return indexes.map(cell);
          const label = `Case ${numbers[caseId]}: questions ${indexes[0] + 1}–${indexes[indexes.length - 1] + 1}`;
          return (
            <CaseGroup key={caseId}>
              <span aria-hidden="true">{label}</span>
              <Grid aria-label={label}>{indexes.map(cell)}</Grid>
            </CaseGroup>
          );
        })}
      </Grid>
      <PaletteLegend counts={counts} />
    </nav>
  );
});
