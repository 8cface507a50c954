import { memo, useMemo } from 'react';
import { theme, styled } from '@nism/shared-ui';
import type { Question } from '../api/fetch-attempt-questions';
import { caseNumbers } from '../../../lib/cases/hooks/use-case-passages';
import { useAnswered, useAnswers } from '../hooks/use-answers';
import { hasAnswer } from '../state/answer-store';
import type { AnswerStore } from '../state/answer-store';
import { STATUS_ORDER, STATUS_STYLE, questionStatus, type QuestionStatus } from '../state/palette-status';
import { useMessages } from '../../../lib/messages';

// Its own stacking context, so its own paint layer: a change elsewhere on the page (a choice on the question) repaints
// around the palette, reusing its 150 cells as painted, instead of walking them again.
const Palette = styled.nav`
  isolation: isolate;
`;

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

// A fixed size, its layout contained: a cell's icon or state changing lays out that cell alone, not the palette's
// grid of 150 (nor the page around it). A block, so no line box (and no strut below it) around it in its item.
const Cell = styled.button<{ $status: QuestionStatus; $current: boolean }>`
  position: relative;
  display: block;
  width: 100%;
  height: 2.75rem;
  contain: size layout;
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
  questionId: string;
  answers: AnswerStore;
  visited: boolean;
  marked: boolean;
  current: boolean;
  onSelect: (index: number) => void;
}

// Memoised, reading its own question's answer: choosing an answer re-renders only that question's cell, not the
// palette, even with 150 questions.
const PaletteCell = memo(function PaletteCell({ index, questionId, answers, visited, marked, current, onSelect }: CellProps) {
  const status = questionStatus(visited, useAnswered(answers, questionId), marked);
  const style = STATUS_STYLE[status];
  const t = useMessages();
  return (
    <li>
      <Cell
        type="button"
        $status={status}
        $current={current}
        data-status={status}
        aria-current={current ? 'step' : undefined}
        aria-label={t.paletteCell({ n: index + 1, status: t[style.label]() })}
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
  const t = useMessages();
  return (
    <li>
      <Swatch $status={status} aria-hidden="true">
        {STATUS_STYLE[status].icon}
      </Swatch>
      {t.labelCount({ label: t[STATUS_STYLE[status].label](), count })}
    </li>
  );
});

interface LegendProps {
  questions: Question[];
  answers: AnswerStore;
  marked: ReadonlySet<string>;
  visited: ReadonlySet<string>;
}

/** The legend, counting from the answers itself: a choice re-renders it and its two changed items. */
const PaletteLegend = memo(function PaletteLegend({ questions, answers, marked, visited }: LegendProps) {
  const held = useAnswers(answers);
  const t = useMessages();
  const counts = useMemo(() => {
    const next = Object.fromEntries(STATUS_ORDER.map((s) => [s, 0])) as Record<QuestionStatus, number>;
    for (const q of questions) next[questionStatus(visited.has(q.id), hasAnswer(held, q.id), marked.has(q.id))] += 1;
    return next;
  }, [questions, held, marked, visited]);
  return (
    <LegendList aria-label={t.legend()}>
      {STATUS_ORDER.map((status) => (
        <LegendItem key={status} status={status} count={counts[status]} />
      ))}
    </LegendList>
  );
});

interface PaletteProps {
  questions: Question[];
  /** Read by each cell and the legend, not here: a choice does not re-render the palette. */
  answers: AnswerStore;
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
 * Memoised, with the grouping worked out once per paper; the answers are read by the cells and the legend: an answer
 * re-renders the one changed cell and the legend, not the palette and its 150 buttons.
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
  const t = useMessages();
  const numbers = useMemo(() => caseNumbers(questions), [questions]);
  const cell = (index: number) => {
    const id = questions[index].id;
    return (
      <PaletteCell
        key={id}
        index={index}
        questionId={id}
        answers={answers}
        visited={visited.has(id)}
        marked={marked.has(id)}
        current={index === currentIndex}
        onSelect={onSelect}
      />
    );
  };
  return (
    <Palette aria-label={t.questionPalette()}>
      <Grid>
        {runs.map(({ caseId, indexes }) => {
          if (!caseId) return indexes.map(cell);
          const label = t.paletteCase({ n: numbers[caseId], first: indexes[0] + 1, last: indexes[indexes.length - 1] + 1 });
          return (
            <CaseGroup key={caseId}>
              <span aria-hidden="true">{label}</span>
              <Grid aria-label={label}>{indexes.map(cell)}</Grid>
            </CaseGroup>
          );
        })}
      </Grid>
      <PaletteLegend questions={questions} answers={answers} marked={marked} visited={visited} />
    </Palette>
  );
});
