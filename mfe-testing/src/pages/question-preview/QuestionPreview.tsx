import { useState } from 'react';
import type { QuestionPreviewProps } from '@nism/contracts';
import { QuestionView } from '../../features/attempt/components/QuestionView';
import type { Question } from '../../features/attempt/api/fetch-attempt-questions';
import { ReviewCard } from '../../features/results/components/ReviewCard';
import type { ReviewItem } from '../../features/results/api/fetch-attempt-review';
import { CaseBlock } from '../../lib/cases/components/CaseBlock';
import { OPTIONS, type Option } from '../../lib/options';

const PREVIEW_ID = 'preview';
const isOption = (value: string): value is Option => (OPTIONS as readonly string[]).includes(value);

/**
 * One question drawn by the learner's own views, for the content studio: as it is asked (a choice can be made and
 * is kept here, nothing is saved) or as the results page explains it, with that choice as the learner's answer.
 */
export default function QuestionPreview({ question, negativePercent, mode }: QuestionPreviewProps) {
  const [selected, setSelected] = useState<Option | undefined>();
  const asked: Question = { id: PREVIEW_ID, ...shown(question), case_id: question.case ? PREVIEW_ID : null };
  const view =
    mode === 'attempt' ? (
      <QuestionView
        question={asked}
        index={0}
        total={1}
        selected={selected}
        saveState={undefined}
        negativePercent={negativePercent}
        onChoose={(_, option) => setSelected(option)}
      />
    ) : (
      <ReviewCard item={reviewed(question, selected)} number={1} />
    );
  if (!question.case) return view;
  return (
    <CaseBlock number={1} passage={{ id: PREVIEW_ID, ...question.case }}>
      {view}
    </CaseBlock>
  );
}

/** What the question view and the review card both draw: the text and options in A–D order, as the only question. */
const shown = (question: QuestionPreviewProps['question']) => ({
  position: 1,
  question_text: question.question_text,
  option_a: question.option_a,
  option_b: question.option_b,
  option_c: question.option_c,
  option_d: question.option_d,
  option_keys: 'ABCD',
  marks: question.marks,
});

function reviewed(question: QuestionPreviewProps['question'], selected: Option | undefined): ReviewItem {
  return {
    question_id: PREVIEW_ID,
    ...shown(question),
    selected_option: selected ?? null,
    // Until the editor picks a key, no option is marked correct.
    correct_option: (isOption(question.correct_option) ? question.correct_option : null) as Option,
    explanation: question.explanation,
    topic: null,
    case_id: null,
    marked_for_review: false,
    time_spent_ms: null,
  };
}
