import { paths } from '@nism/contracts';
import { ApiError } from '@nism/platform';
import { useState } from 'react';
import { Button, Card, Link, notify, styled } from '@nism/shared-ui';
import { checkPracticeAnswer, type PracticeCheck } from '../../features/practice/api/check-practice-answer';
import type { PracticeQuestion } from '../../features/practice/api/start-practice';
import { OPTIONS, type Option } from '../../lib/options';
import { english, useMessages } from '../../lib/messages';
import { useDatabaseText } from '../../lib/use-database-text';

export const REFUSED_TITLE = english.practiceRefused();
export const CHECK_ERROR = english.checkError();

const Choices = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.5rem;
  label {
    display: flex;
    gap: 0.5rem;
    align-items: flex-start;
  }
`;

const optionText = (q: PracticeQuestion, o: Option) => q[`option_${o.toLowerCase()}` as 'option_a'];

/** The database's refusal (an expired plan, a question whose key was never shown) in the spec's toast style. */
export function notifyRefusal(error: unknown, fallback: string, refusedTitle: string) {
  if (error instanceof ApiError && error.code === '42501') notify.error(refusedTitle, error.message);
  else notify.error(fallback);
}

interface Props {
  examId: string;
  questions: PracticeQuestion[];
}

/** One question at a time, each answer checked at once; untimed; a summary at the end. Nothing is saved. */
export function PracticeSession({ examId, questions }: Props) {
  const t = useMessages();
  const text = useDatabaseText();
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<Option | null>(null);
  const [check, setCheck] = useState<PracticeCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [correct, setCorrect] = useState(0);

  if (index >= questions.length) {
    return (
      <Card role="status" aria-label={t.practiceSummary()}>
        <h2>{t.practiceComplete()}</h2>
        <p>{t.practiceScore({ correct, total: questions.length })}</p>
        <Button as={Link} to={paths.progress(examId)}>
          {t.backToProgress()}
        </Button>
      </Card>
    );
  }

  const q = questions[index];
  const submit = async () => {
    if (!selected) return;
    setChecking(true);
    try {
      const result = await checkPracticeAnswer(q.id, selected);
      setCheck(result);
      if (result.is_correct) setCorrect((c) => c + 1);
    } catch (error) {
      notifyRefusal(error, t.checkError(), t.practiceRefused());
    } finally {
      setChecking(false);
    }
  };
  const next = () => {
    setIndex((i) => i + 1);
    setSelected(null);
    setCheck(null);
  };

  return (
    <Card as="article" aria-labelledby="practice-question">
      <p>
        {t.questionOf({ n: index + 1, total: questions.length })}
        {q.topic && <> · {text(q.topic)}</>}
      </p>
      {q.case_passage && (
        <section aria-label={t.caseAria()}>
          {q.case_title && <h3>{q.case_title}</h3>}
          <p>{q.case_passage}</p>
        </section>
      )}
      <h2 id="practice-question">{q.question_text}</h2>
      <Choices disabled={check !== null}>
        <legend className="visually-hidden">{t.yourAnswer()}</legend>
        {OPTIONS.map((o) => (
          <label key={o}>
            <input type="radio" name="practice-option" value={o} checked={selected === o} onChange={() => setSelected(o)} />
            <span>
              {o}. {optionText(q, o)}
            </span>
          </label>
        ))}
      </Choices>
      {check ? (
        <>
          <div role="status" aria-label={t.answerCheck()}>
            <strong>{check.is_correct ? t.correct() : t.incorrect()}</strong>
            <p>{t.correctAnswerIs({ letter: check.correct_option, text: optionText(q, check.correct_option) })}</p>
            {check.explanation && <p>{check.explanation}</p>}
          </div>
          <Button type="button" onClick={next}>
            {index + 1 < questions.length ? t.nextQuestion() : t.seeSummary()}
          </Button>
        </>
      ) : (
        <Button type="button" disabled={!selected || checking} onClick={submit}>
          {checking ? t.checking() : t.checkAnswer()}
        </Button>
      )}
    </Card>
  );
}
