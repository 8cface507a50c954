import { paths } from '@nism/contracts';
import { useCallback, useState } from 'react';
import { Button, Card, Link, notify, styled, theme } from '@nism/shared-ui';
import { QuestionView } from '../../features/attempt/components/QuestionView';
import type { Question } from '../../features/attempt/api/fetch-attempt-questions';
import type { Option } from '../../lib/options';
import { english, useMessages, type Messages } from '../../lib/messages';
import { useDatabaseText } from '../../lib/use-database-text';
import { answerReview, type DueCard, type ReviewResult } from '../../features/review/api/review';

export const ANSWER_ERROR = english.answerError();

const REASON: Record<DueCard['reasons'][number], keyof Messages> = {
  wrong: 'reasonWrong',
  guessed: 'reasonGuessed',
  bookmarked: 'reasonBookmarked',
};

const Why = styled.p`
  color: ${theme.colors.muted};
  font-size: 0.9rem;
`;

const Verdict = styled.div<{ $right: boolean }>`
  margin-top: 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${theme.radius};
  border-left: 4px solid ${(p) => (p.$right ? theme.colors.success : theme.colors.danger)};
  background: ${theme.colors.surface};
`;

// The review asks each question as the attempt does, with its options in their own order.
const asAttemptQuestion = (due: DueCard, index: number): Question => ({
  id: due.question.id,
  position: index + 1,
  question_text: due.question.question_text,
  option_a: due.question.option_a,
  option_b: due.question.option_b,
  option_c: due.question.option_c,
  option_d: due.question.option_d,
  option_keys: 'ABCD',
  marks: due.question.marks,
  case_id: null,
});

const optionText = (due: DueCard, o: Option) => due.question[`option_${o.toLowerCase()}` as 'option_a'];

interface Props {
  examId: string;
  cards: DueCard[];
  /** The server's time when the session was read; FSRS schedules from it, moved on by the time spent here. */
  serverTime: string;
  negativePercent: number;
}

/** Today's review: each due question in the attempt's question view, checked by the server, the explanation after. */
export function ReviewSession({ examId, cards, serverTime, negativePercent }: Props) {
  const t = useMessages();
  const text = useDatabaseText();
  const [startedAt] = useState(() => Date.now());
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<Option | undefined>();
  const [result, setResult] = useState<ReviewResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [right, setRight] = useState(0);
  const choose = useCallback((_: string, option: Option) => setSelected(option), []);

  if (index >= cards.length) {
    return (
      <Card role="status" aria-label={t.reviewSummary()}>
        <h2>{t.reviewDone()}</h2>
        <p>{t.reviewScore({ correct: right, total: cards.length })}</p>
        <Button as={Link} to={paths.progress(examId)}>
          {t.backToProgress()}
        </Button>
      </Card>
    );
  }

  const due = cards[index];
  const check = async () => {
    if (!selected) return;
    setChecking(true);
    try {
      const now = new Date(new Date(serverTime).getTime() + (Date.now() - startedAt));
      const answered = await answerReview(due, selected, now);
      setResult(answered);
      if (answered.is_correct) setRight((n) => n + 1);
    } catch {
      notify.error(t.answerError());
    } finally {
      setChecking(false);
    }
  };
  const next = () => {
    setIndex((i) => i + 1);
    setSelected(undefined);
    setResult(null);
  };

  return (
    <Card as="article" aria-label={t.reviewQuestion()}>
      <Why>
        {t.whyInReview({ reasons: due.reasons.map((r) => t[REASON[r]]()).reduce((first, second) => t.reasonJoin({ first, second })) })}
        {due.question.topic && <> · {text(due.question.topic)}</>}
      </Why>
      {due.question.case_passage && (
        <section aria-label={t.caseAria()}>
          {due.question.case_title && <h3>{due.question.case_title}</h3>}
          <p>{due.question.case_passage}</p>
        </section>
      )}
      <QuestionView
        question={asAttemptQuestion(due, index)}
        index={index}
        total={cards.length}
        selected={selected}
        saveState={undefined}
        negativePercent={negativePercent}
        onChoose={result ? () => undefined : choose}
      />
      {result ? (
        <>
          <Verdict role="status" aria-label={t.answerCheck()} $right={result.is_correct}>
            <strong>{result.is_correct ? t.correct() : t.incorrect()}</strong>
            <p>{t.correctAnswerIs({ letter: result.correct_option, text: optionText(due, result.correct_option) })}</p>
            {result.explanation && <p>{result.explanation}</p>}
          </Verdict>
          <Button type="button" onClick={next}>
            {index + 1 < cards.length ? t.nextQuestion() : t.seeSummary()}
          </Button>
        </>
      ) : (
        <Button type="button" disabled={!selected || checking} onClick={check}>
          {checking ? t.checking() : t.checkAnswer()}
        </Button>
      )}
    </Card>
  );
}
