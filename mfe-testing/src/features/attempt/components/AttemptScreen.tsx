import { paths } from 'contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, notify, Page, useNavigate } from 'shared-ui';
import { fetchServerTime } from '../api/fetch-server-time';
import { isAlreadySubmitted } from '../api/already-submitted';
import { canonicalOption, type Option } from '../../../lib/options';
import { CaseBlock } from '../../cases/components/CaseBlock';
import { caseNumbers, useCasePassages } from '../../cases/hooks/use-case-passages';
import { CopyProtected } from '../../../lib/CopyProtected';
import { Bar, Layout, PaletteLoading, Title } from './attempt-layout';
import { ExamTimer } from './ExamTimer';
import { QuestionNav } from './QuestionNav';
import { QuestionPalette } from './QuestionPalette';
import { QuestionView } from './QuestionView';
import { SaveBanner } from './SaveBanner';
import { ShortcutHint } from './ShortcutHint';
import { SubmitDialog } from './SubmitDialog';
import type { AttemptData } from '../hooks/use-attempt-loader';
import { useAttemptProgress } from '../hooks/use-attempt-progress';
import { useKeyboardShortcuts } from '../hooks/use-keyboard-shortcuts';
import { useOnline } from '../hooks/use-online';
import { useQuestionTime } from '../hooks/use-question-time';
import { useSaveQueue } from '../hooks/use-save-queue';
import { useSubmit } from '../hooks/use-submit';

export const SAVE_ERROR = 'Failed to save your answer. Please try again.';
export const STALE_ORDER_ERROR = 'This page is out of date: reload it to go on. Your answers are kept on this device until then.';

interface Props extends AttemptData {
  examId: string;
}

/**
 * The running test: timer, one question at a time, palette, saving and submitting. It may show before the
 * whole paper is in (`questions` null, the resumed question only), before the saved answers and before the
 * server's clock is known: each fills in when it arrives.
 */
export function AttemptScreen({ examId, paper, attempt, questions, resume, saved, offsetMs }: Props) {
  const navigate = useNavigate();
  const resultsPath = paths.results(examId, paper.id, attempt.id);
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);

  const onRefused = useCallback(
    (_questionId: string, error: unknown) => {
      notify.error(SAVE_ERROR);
      // Another tab or device submitted: its results are the truth now.
      if (isAlreadySubmitted(error)) navigate(resultsPath, { replace: true });
    },
    [navigate, resultsPath],
  );
  const optionKeys = useMemo(
    () => new Map([...(questions ?? []), ...(resume ? [resume.question] : [])].map((q) => [q.id, q.option_keys])),
    [questions, resume],
  );
  const staleShown = useRef(false);
  const onStale = useCallback(() => {
    if (staleShown.current) return; // once, not on every retry
    staleShown.current = true;
    notify.error(STALE_ORDER_ERROR);
  }, []);
  const { queue, snapshot } = useSaveQueue(attempt.id, (id) => optionKeys.get(id), onRefused, onStale);
  const [restored] = useState(() => {
    const pending = Object.entries(queue.pendingSaves());
    return {
      answers: { ...saved?.answers, ...Object.fromEntries(pending.flatMap(([id, s]) => (s.option ? [[id, s.option]] : []))) },
      marked: [...new Set([...(saved?.marked ?? []), ...pending.flatMap(([id, s]) => (s.marked ? [id] : []))])],
    };
  });
  const progress = useAttemptProgress(attempt.id, questions, resume, restored.answers, restored.marked);
  const { answers, marked, currentIndex, current, canMove, setAnswer, addServerProgress, goTo } = progress;
  const recordTime = useQuestionTime(current.id, saved?.timeMs ?? null, (id, timeMs) => queue.save(id, { timeMs }));
  const { submitting, submit } = useSubmit(queue, attempt.id, resultsPath, recordTime);

  useEffect(() => {
    if (saved) addServerProgress(saved);
  }, [saved, addServerProgress]);

  const choose = useCallback(
    (questionId: string, option: Option) => {
      setAnswer(questionId, option);
      // Paint the choice first; the save (its status re-render, storage write and request) starts right after
      // the next frame, so a click on a phone never waits for the network bookkeeping.
      requestAnimationFrame(() => setTimeout(() => queue.save(questionId, { option }), 0));
    },
    [setAnswer, queue],
  );
  const toggleMark = (questionId: string) => queue.save(questionId, { marked: progress.toggleMark(questionId) });
  const onExpire = useCallback(() => void submit(true), [submit]);

  useKeyboardShortcuts(
    {
      // The keys name the letters on screen.
      onAnswer: (shown) => choose(current.id, canonicalOption(current.option_keys, shown)),
      onNext: () => goTo(currentIndex + 1),
      onPrevious: () => goTo(currentIndex - 1),
      onToggleMark: () => toggleMark(current.id),
    },
    !confirming && !submitting,
  );

  const hasCases = (questions ?? [resume?.question]).some((q) => q?.case_id);
  const passages = useCasePassages(paper.id, hasCases);
  const numbers = caseNumbers(questions ?? [current]);
  const saveState = snapshot.states[current.id] ?? (saved && current.id in saved.answers ? 'saved' : undefined);
  // A saved review mark or time is not an answer: "Saved" shows only for an answer (or a save still waiting).
  const shownSaveState = current.id in answers || saveState === 'queued' || saveState === 'failed' ? saveState : undefined;

  const total = questions?.length ?? paper.question_count;
  const answeredCount = questions
    ? questions.reduce((n, q) => n + (q.id in answers ? 1 : 0), 0)
    : Math.min(total, Object.keys(answers).length);
  const questionView = (
    <QuestionView
      question={current}
      index={currentIndex}
      total={total}
      selected={answers[current.id]}
      saveState={shownSaveState}
      onChoose={choose}
    />
  );
  return (
    <CopyProtected data-testid="attempt-root">
      <Page>
        <Title>{paper.title}</Title>
        <Bar>
          <ExamTimer
            deadlineMs={new Date(attempt.deadline).getTime()}
            initialOffsetMs={offsetMs}
            getServerTime={fetchServerTime}
            onExpire={onExpire}
          />
          <Button type="button" onClick={() => setConfirming(true)} disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Test'}
          </Button>
        </Bar>
        <SaveBanner online={online} pendingCount={snapshot.pendingCount} />
        <Layout>
          <Card as="section" aria-label="Current question">
            {current.case_id ? (
              <CaseBlock number={numbers[current.case_id]} passage={passages?.[current.case_id] ?? null}>
                {questionView}
              </CaseBlock>
            ) : (
              questionView
            )}
            <QuestionNav
              index={currentIndex}
              total={total}
              marked={marked.has(current.id)}
              movable={canMove}
              onPrevious={() => goTo(currentIndex - 1)}
              onNext={() => goTo(currentIndex + 1)}
              onToggleMark={() => toggleMark(current.id)}
            />
            <ShortcutHint />
          </Card>
          <Card as="aside" aria-label={`Answered ${answeredCount} of ${total}`}>
            {questions ? (
              <QuestionPalette
                questions={questions}
                answers={answers}
                marked={marked}
                visited={progress.visited}
                currentIndex={currentIndex}
                onSelect={goTo}
              />
            ) : (
              <PaletteLoading role="status">Loading the other questions...</PaletteLoading>
            )}
          </Card>
        </Layout>
        {confirming && (
          <SubmitDialog
            total={total}
            unanswered={total - answeredCount}
            marked={marked.size}
            submitting={submitting}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void submit(false).then(() => setConfirming(false))}
          />
        )}
      </Page>
    </CopyProtected>
  );
}
