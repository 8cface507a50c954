import { memo, useEffect, useMemo, useRef } from 'react';
import { theme, styled } from '@nism/shared-ui';
import type { Question } from '../api/fetch-attempt-questions';
import { canonicalOption, OPTIONS, type Option } from '../../../lib/options';
import { questionWorth } from '../../../lib/marking-rule';
import type { SaveState } from '../state/save-queue';
import { useMessages, type Messages } from '../../../lib/messages';
import { LinkButton } from '../../../lib/LinkButton';

const Heading = styled.h2`
  font-size: 1rem;
  color: ${theme.colors.muted};
  margin: 0 0 0.75rem;
  &:focus {
    outline: none;
  }
`;

const Worth = styled.p`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.muted};
  margin: -0.5rem 0 0.75rem;
`;

const Text = styled.p`
  font-size: 1.1rem;
  line-height: 1.6;
  margin: 0 0 1.25rem;
  white-space: pre-line;
`;

const Choices = styled.div`
  display: grid;
  gap: 0.6rem;
`;

const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.85rem 1rem;
  min-height: 44px;
  border-radius: ${theme.radius};
  border: 2px solid ${(p) => (p.$checked ? theme.colors.primary : theme.colors.border)};
  background: ${(p) => (p.$checked ? theme.colors.highlight : theme.colors.surface)};
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 1px;
  }
  input {
    margin-top: 0.3rem;
    accent-color: ${theme.colors.primary};
  }
`;

const Letter = styled.strong`
  min-width: 1.25rem;
`;

// Clear my answer and the save's state share one row of a fixed height, there with or without an answer: answering
// moves nothing below the options (the navigation stays under the thumb, and a click does not lay out the page below
// it again).
const AnswerRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 1rem;
  min-height: 44px;
  margin-top: 0.25rem;
`;

const Status = styled.p<{ $state?: SaveState }>`
  margin: 0 0 0 auto;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${(p) =>
    p.$state === 'saved'
      ? theme.colors.success
      : p.$state === 'failed'
        ? theme.colors.danger
        : p.$state === 'queued'
          ? '#92400e'
          : theme.colors.muted};
`;

const SAVE_TEXT: Record<SaveState, keyof Messages> = {
  saving: 'saving',
  saved: 'saved',
  queued: 'queued',
  failed: 'notSaved',
};

// The options as this attempt shows them: option_a is the one shown as A.
const shownText = (q: Question, shown: Option) => ({ A: q.option_a, B: q.option_b, C: q.option_c, D: q.option_d })[shown];

interface ChoiceProps {
  questionId: string;
  shown: Option;
  canonical: Option;
  text: string;
  checked: boolean;
  onChoose: (questionId: string, option: Option) => void;
}

// Memoised: a choice re-renders the option it checks and the one it unchecks, not all four.
const OptionChoice = memo(function OptionChoice({ questionId, shown, canonical, text, checked, onChoose }: ChoiceProps) {
  return (
    <Choice $checked={checked}>
      <input
        type="radio"
        name={`question-${questionId}`}
        value={shown}
        checked={checked}
        onChange={() => onChoose(questionId, canonical)}
      />
      <Letter>{shown}.</Letter>
      <span>{text}</span>
    </Choice>
  );
});

export interface QuestionViewProps {
  question: Question;
  index: number;
  total: number;
  /** Canonical, as saved; shown under the letter the attempt's order gives it. */
  selected: Option | undefined;
  saveState: SaveState | undefined;
  /** The exam's deduction for a wrong answer, in % of the question's marks. */
  negativePercent: number;
  onChoose: (questionId: string, option: Option) => void;
  /** Clear my answer: the question is unanswered again (under negative marking it then costs nothing). */
  onClear?: (questionId: string) => void;
  /** The language of the question's texts when it is not the page's (a bilingual paper shown in Hindi). */
  lang?: string;
}

/**
 * One question with its options as a radio group, in the attempt's option order; focus moves to its heading when
 * the question changes. onChoose gets the canonical option.
 */
export const QuestionView = memo(function QuestionView({
  question,
  index,
  total,
  selected,
  saveState,
  negativePercent,
  onChoose,
  onClear,
  lang,
}: QuestionViewProps) {
  const t = useMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [question.id]);

  const textId = `question-text-${question.id}`;
  // The heading and the question's text stay the same element while the choice changes.
  const heading = useMemo(
    () => (
      <>
        <Heading id={`question-heading-${question.id}`} ref={headingRef} tabIndex={-1}>
          {t.questionOf({ n: index + 1, total })}
        </Heading>
        <Worth>{questionWorth(question.marks, negativePercent, t)}</Worth>
        <Text id={textId} lang={lang}>
          {question.question_text}
        </Text>
      </>
    ),
    [question.id, question.question_text, question.marks, negativePercent, index, total, textId, lang, t],
  );
  return (
    <section aria-labelledby={`question-heading-${question.id}`}>
      {heading}
      <Choices role="radiogroup" aria-labelledby={textId} lang={lang}>
        {OPTIONS.map((shown) => {
          const canonical = canonicalOption(question.option_keys, shown);
          return (
            <OptionChoice
              key={shown}
              questionId={question.id}
              shown={shown}
              canonical={canonical}
              text={shownText(question, shown)}
              checked={selected === canonical}
              onChoose={onChoose}
            />
          );
        })}
      </Choices>
      <AnswerRow>
        {onClear && selected !== undefined && (
          <LinkButton type="button" onClick={() => onClear(question.id)}>
            {t.clearAnswer()}
          </LinkButton>
        )}
        <Status $state={saveState} role="status" aria-live="polite">
          {saveState ? t[SAVE_TEXT[saveState]]() : ''}
        </Status>
      </AnswerRow>
    </section>
  );
});
