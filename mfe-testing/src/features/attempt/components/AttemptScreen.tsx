import { paths } from 'contracts';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { QuestionView, type QuestionViewProps } from './QuestionView';
import { SaveBanner } from './SaveBanner';
import { ShortcutHint } from './ShortcutHint';
import { SubmitDialog } from './SubmitDialog';
import type { AttemptData } from '../hooks/use-attempt-loader';
import { useAttemptProgress } from '../hooks/use-attempt-progress';
import { useKeyboardShortcuts } from '../hooks/use-keyboard-shortcuts';
import { useOnline } from '../hooks/use-online';
import { useQuestionTime } from '../hooks/use-question-time';
import { useSaveQueue, useSaveQueueValue } from '../hooks/use-save-queue';
import type { SaveQueue, SaveQueueSnapshot } from '../state/save-queue';
import { useAfterPaint } from '../hooks/use-after-paint';
import { useSubmit } from '../hooks/use-submit';

export const SAVE_ERROR = 'Failed to save your answer. Please try again.';
export const STALE_ORDER_ERROR = 'This page is out of date: reload it to go on. Your answers are kept on this device until then.';

interface Props extends AttemptData {
  examId: string;
}

interface SavingQuestionProps extends Omit<QuestionViewProps, 'saveState'> {
  queue: SaveQueue;
  /** The server had an answer for this question when the page read its saved progress. */
  savedOnServer: boolean;
}

/**
 * The question with its save state. It alone reads the question's state in the save queue, so a save moving on
 * (saving, saved, queued) re-renders the status line, not the attempt screen and its palette.
 */
const SavingQuestionView = memo(function SavingQuestionView({ queue, savedOnServer, ...props }: SavingQuestionProps) {
  const id = props.question.id;
  const stateOf = useCallback((s: SaveQueueSnapshot) => s.states[id], [id]);
  const saveState = useSaveQueueValue(queue, stateOf) ?? (savedOnServer ? 'saved' : undefined);
  // A saved review mark or time is not an answer: "Saved" shows only for an answer (or a save still waiting).
  const shown = props.selected !== undefined || saveState === 'queued' || saveState === 'failed' ? saveState : undefined;
  return <QuestionView {...props} saveState={shown} />;
});

const pendingCountOf = (s: SaveQueueSnapshot) => s.pendingCount;

/** The banner, reading the number of saves waiting straight from the queue. */
const PendingBanner = memo(function PendingBanner({ queue, online }: { queue: SaveQueue; online: boolean }) {
  const pendingCount = useSaveQueueValue(queue, pendingCountOf);
  return <SaveBanner online={online} pendingCount={pendingCount} />;
});

const MemoQuestionNav = memo(QuestionNav);
const MemoShortcutHint = memo(ShortcutHint);

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
  const queue = useSaveQueue(attempt.id, (id) => optionKeys.get(id), onRefused, onStale);
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
  // An answer's save starts once the frame showing the choice is painted; a submit first starts any still waiting.
  const { defer: afterPaint, flush: startWaitingSaves } = useAfterPaint();
  const beforeSubmit = useCallback(() => {
    startWaitingSaves();
    recordTime();
  }, [startWaitingSaves, recordTime]);
  const { submitting, submit } = useSubmit(queue, attempt.id, resultsPath, beforeSubmit);

  useEffect(() => {
    if (saved) addServerProgress(saved);
  }, [saved, addServerProgress]);

  const choose = useCallback(
    (questionId: string, option: Option) => {
      setAnswer(questionId, option);
      // Paint the choice first; the save (its status re-render, storage write and request) starts once that frame
      // is painted, in the order the choices were made, so a click on a phone never waits for the network bookkeeping.
      afterPaint(() => queue.save(questionId, { option }));
    },
    [setAnswer, queue, afterPaint],
  );
  const flipMark = progress.toggleMark;
  const toggleMark = useCallback((questionId: string) => queue.save(questionId, { marked: flipMark(questionId) }), [queue, flipMark]);
  const onExpire = useCallback(() => void submit(true), [submit]);
  // Stable between answers, so the memoised navigation row and header are not re-rendered by a choice.
  const currentId = current.id;
  const onPrevious = useCallback(() => goTo(currentIndex - 1), [goTo, currentIndex]);
  const onNext = useCallback(() => goTo(currentIndex + 1), [goTo, currentIndex]);
  const onToggleMark = useCallback(() => toggleMark(currentId), [toggleMark, currentId]);
  const openConfirm = useCallback(() => setConfirming(true), []);

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

  const hasCases = useMemo(() => (questions ?? [resume?.question]).some((q) => q?.case_id), [questions, resume]);
  const passages = useCasePassages(paper.id, hasCases);
  const caseQuestions = questions ?? current;
  const numbers = useMemo(() => caseNumbers(Array.isArray(caseQuestions) ? caseQuestions : [caseQuestions]), [caseQuestions]);

  const total = questions?.length ?? paper.question_count;
  const answeredCount = useMemo(
    () => (questions ? questions.reduce((n, q) => n + (q.id in answers ? 1 : 0), 0) : Math.min(total, Object.keys(answers).length)),
    [questions, answers, total],
  );
  const questionView = (
    <SavingQuestionView
      queue={queue}
      savedOnServer={!!saved && current.id in saved.answers}
      question={current}
      index={currentIndex}
      total={total}
      selected={answers[current.id]}
      onChoose={choose}
    />
  );
  // The title and the bar (timer, Submit) change with none of the answers: the same element is kept between them.
  const deadlineMs = new Date(attempt.deadline).getTime();
  const header = useMemo(
    () => (
      <>
        <Title>{paper.title}</Title>
        <Bar>
          <ExamTimer deadlineMs={deadlineMs} initialOffsetMs={offsetMs} getServerTime={fetchServerTime} onExpire={onExpire} />
          <Button type="button" onClick={openConfirm} disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Test'}
          </Button>
        </Bar>
      </>
    ),
    [paper.title, deadlineMs, offsetMs, onExpire, openConfirm, submitting],
  );
  return (
    <CopyProtected data-testid="attempt-root">
      <Page>
        {header}
        <PendingBanner queue={queue} online={online} />
        <Layout>
          <Card as="section" aria-label="Current question">
            {current.case_id ? (
              <CaseBlock number={numbers[current.case_id]} passage={passages?.[current.case_id] ?? null}>
                {questionView}
              </CaseBlock>
            ) : (
              questionView
            )}
            <MemoQuestionNav
              index={currentIndex}
              total={total}
              marked={marked.has(current.id)}
              movable={canMove}
              onPrevious={onPrevious}
              onNext={onNext}
              onToggleMark={onToggleMark}
            />
            <MemoShortcutHint />
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
