import { paths } from '@nism/contracts';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Card, notify, Page, theme, useLocale, useNavigate, useToastsAtTop } from '@nism/shared-ui';
import { fetchServerTime } from '../api/fetch-server-time';
import { isAlreadySubmitted } from '../api/already-submitted';
import { canonicalOption, type Option } from '../../../lib/options';
import { CaseBlock } from '../../../lib/cases/components/CaseBlock';
import { caseNumbers, useCasePassages } from '../../../lib/cases/hooks/use-case-passages';
import { CopyProtected } from '../../../lib/CopyProtected';
import { Bar, Layout, PaletteLoading, Title } from './attempt-layout';
import { ExamTimer } from './ExamTimer';
import { QuestionNav } from './QuestionNav';
import { QuestionPalette } from './QuestionPalette';
import { QuestionView, type QuestionViewProps } from './QuestionView';
import { PaperLanguageSwitch, QuestionLanguageToggle } from '../../../lib/paper-language/PaperLanguage';
import { usePaperLanguage } from '../../../lib/paper-language/use-paper-language';
import { SaveBanner } from './SaveBanner';
import { ShortcutHint } from './ShortcutHint';
import { SubmitDialog, type SubmitDialogProps } from './SubmitDialog';
import type { AttemptData } from '../hooks/use-attempt-loader';
import { useAnswer, useAnsweredCount } from '../hooks/use-answers';
import { useAttemptProgress } from '../hooks/use-attempt-progress';
import { useKeyboardShortcuts } from '../hooks/use-keyboard-shortcuts';
import { useShortcutSetting } from '../hooks/use-shortcut-setting';
import { useVisitSync } from '../hooks/use-visit-sync';
import { useOnline } from '../hooks/use-online';
import { useQuestionTime } from '../hooks/use-question-time';
import { useSaveQueue, useSaveQueueValue } from '../hooks/use-save-queue';
import type { AnswerStore } from '../state/answer-store';
import type { Question } from '../api/fetch-attempt-questions';
import type { SaveQueue, SaveQueueSnapshot } from '../state/save-queue';
import { useAfterPaint } from '../hooks/use-after-paint';
import { useSubmit } from '../hooks/use-submit';
import { english, useMessages } from '../../../lib/messages';
import { useDatabaseText } from '../../../lib/use-database-text';

export const SAVE_ERROR = english.saveError();
export const STALE_ORDER_ERROR = english.staleOrder();

interface Props extends AttemptData {
  examId: string;
}

interface SavingQuestionProps extends Omit<QuestionViewProps, 'saveState' | 'selected'> {
  queue: SaveQueue;
  answers: AnswerStore;
  /** The server had an answer for this question when the page read its saved progress. */
  savedOnServer: boolean;
}

/**
 * The question with its answer and save state. It alone reads the question's answer and its state in the save
 * queue, so a choice or a save moving on (saving, saved, queued) re-renders the question, not the attempt screen
 * and its palette.
 */
const SavingQuestionView = memo(function SavingQuestionView({ queue, answers, savedOnServer, ...props }: SavingQuestionProps) {
  const id = props.question.id;
  const selected = useAnswer(answers, id);
  const stateOf = useCallback((s: SaveQueueSnapshot) => s.states[id], [id]);
  const saveState = useSaveQueueValue(queue, stateOf) ?? (savedOnServer ? 'saved' : undefined);
  // A saved review mark or time is not an answer: "Saved" shows only for an answer (or a save still waiting).
  const shown = selected !== undefined || saveState === 'queued' || saveState === 'failed' ? saveState : undefined;
  return <QuestionView {...props} selected={selected} saveState={shown} />;
});

interface CountedProps {
  answers: AnswerStore;
  questions: Question[] | null;
  total: number;
}

/** The palette's card, named with the number answered, which it alone reads: a choice does not re-render the palette. */
const PaletteCard = memo(function PaletteCard({ answers, questions, total, children }: CountedProps & { children: ReactNode }) {
  const answeredCount = useAnsweredCount(answers, questions, total);
  const t = useMessages();
  return (
    <Card as="aside" aria-label={t.answeredOf({ answered: answeredCount, total })}>
      {children}
    </Card>
  );
});

/** The submit dialog, with the number unanswered read straight from the answers. */
function CountedSubmitDialog({ answers, questions, total, ...props }: CountedProps & Omit<SubmitDialogProps, 'unanswered' | 'total'>) {
  const answeredCount = useAnsweredCount(answers, questions, total);
  return <SubmitDialog total={total} unanswered={total - answeredCount} {...props} />;
}

const pendingCountOf = (s: SaveQueueSnapshot) => s.pendingCount;

/** The banner, reading the number of saves waiting straight from the queue. */
const PendingBanner = memo(function PendingBanner({ queue, online }: { queue: SaveQueue; online: boolean }) {
  const pendingCount = useSaveQueueValue(queue, pendingCountOf);
  return <SaveBanner online={online} pendingCount={pendingCount} />;
});

const MemoQuestionNav = memo(QuestionNav);

/** Whether the screen is wide enough for the passage to stand beside the question, pinned (theme's lg). */
function useWideScreen(): boolean {
  const query = `(min-width: ${theme.breakpoints.lg})`;
  const [wide, setWide] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const change = () => setWide(list.matches);
    list.addEventListener('change', change);
    return () => list.removeEventListener('change', change);
  }, [query]);
  return wide;
}

/**
 * A case's passage is read once: unfolded at the first of its questions the learner meets, folded (one tap to read
 * it again) at the others, unless the learner unfolds it; their choice holds for the rest of that case's questions.
 */
function useCasePlace(questions: Question[] | null, current: Question) {
  const t = useMessages();
  const caseId = current.case_id;
  const [firstSeen, setFirstSeen] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (caseId) setFirstSeen((prev) => (prev[caseId] ? prev : { ...prev, [caseId]: current.id }));
  }, [caseId, current.id]);
  const setOpen = useCallback((open: boolean) => caseId && setChosen((prev) => ({ ...prev, [caseId]: open })), [caseId]);
  if (!caseId) return { open: true, position: undefined, setOpen };
  const ofCase = (questions ?? []).filter((q) => q.case_id === caseId);
  const at = ofCase.findIndex((q) => q.id === current.id);
  const position = at >= 0 ? t.casePosition({ n: at + 1, total: ofCase.length }) : undefined;
  const first = !firstSeen[caseId] || firstSeen[caseId] === current.id;
  return { open: chosen[caseId] ?? first, position, setOpen };
}

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
  const t = useMessages();
  const text = useDatabaseText();
  const pageLanguage = useLocale();
  const [confirming, setConfirming] = useState(false);
  // A toast (a save that failed, the time warning, a previous page's message) shows over the site's header, never
  // over the timer, the options or the Previous / Mark / Next bar.
  useToastsAtTop();

  const onRefused = useCallback(
    (_questionId: string, error: unknown) => {
      notify.error(t.saveError());
      // Another tab or device submitted: its results are the truth now.
      if (isAlreadySubmitted(error)) navigate(resultsPath, { replace: true });
    },
    [navigate, resultsPath, t],
  );
  const optionKeys = useMemo(
    () => new Map([...(questions ?? []), ...(resume ? [resume.question] : [])].map((q) => [q.id, q.option_keys])),
    [questions, resume],
  );
  const staleShown = useRef(false);
  const onStale = useCallback(() => {
    if (staleShown.current) return; // once, not on every retry
    staleShown.current = true;
    notify.error(t.staleOrder());
  }, [t]);
  const queue = useSaveQueue(attempt.id, (id) => optionKeys.get(id), onRefused, onStale);
  const [restored] = useState(() => {
    const pending = Object.entries(queue.pendingSaves());
    return {
      // A pending clear (option null) stays null: the server's older answer must not come back under it.
      answers: {
        ...saved?.answers,
        ...Object.fromEntries(pending.flatMap(([id, s]) => (s.option !== undefined ? [[id, s.option]] : []))),
      },
      marked: [...new Set([...(saved?.marked ?? []), ...pending.flatMap(([id, s]) => (s.marked ? [id] : []))])],
    };
  });
  const progress = useAttemptProgress(
    attempt.id,
    questions,
    resume,
    restored.answers,
    restored.marked,
    attempt.current_question_id ?? null,
  );
  const { answers, shownAnswers, marked, currentIndex, current, canMove, setAnswer, showAnswer, addServerProgress, goTo } = progress;
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

  // The server keeps each visit and the question on screen, so another device opens here.
  useVisitSync(attempt.id, current.id, saved?.visited ?? null);

  const choose = useCallback(
    (questionId: string, option: Option | null) => {
      setAnswer(questionId, option);
      // Paint the choice first; the palette's cell and counts follow, and the save (its status re-render, storage
      // write and request) starts, once that frame is painted, in the order the choices were made: a click on a phone
      // paints its option without waiting for the palette's 150 cells or the network bookkeeping.
      afterPaint(() => {
        showAnswer(questionId, option);
        queue.save(questionId, { option });
      });
    },
    [setAnswer, showAnswer, queue, afterPaint],
  );
  const clear = useCallback((questionId: string) => choose(questionId, null), [choose]);
  const flipMark = progress.toggleMark;
  const toggleMark = useCallback((questionId: string) => queue.save(questionId, { marked: flipMark(questionId) }), [queue, flipMark]);
  const onExpire = useCallback(() => void submit(true), [submit]);
  // Stable between answers, so the memoised navigation row and header are not re-rendered by a choice.
  const currentId = current.id;
  const onPrevious = useCallback(() => goTo(currentIndex - 1), [goTo, currentIndex]);
  const onNext = useCallback(() => goTo(currentIndex + 1), [goTo, currentIndex]);
  const onToggleMark = useCallback(() => toggleMark(currentId), [toggleMark, currentId]);
  const openConfirm = useCallback(() => setConfirming(true), []);

  const [shortcutsOn, setShortcutsOn] = useShortcutSetting();
  useKeyboardShortcuts(
    {
      // The keys name the letters on screen.
      onAnswer: (shown) => choose(current.id, canonicalOption(current.option_keys, shown)),
      onNext: () => goTo(currentIndex + 1),
      onPrevious: () => goTo(currentIndex - 1),
      onToggleMark: () => toggleMark(current.id),
    },
    shortcutsOn && !confirming && !submitting,
  );

  const hasCases = useMemo(() => (questions ?? [resume?.question]).some((q) => q?.case_id), [questions, resume]);
  const passages = useCasePassages(paper.id, hasCases);
  const caseQuestions = questions ?? current;
  const numbers = useMemo(() => caseNumbers(Array.isArray(caseQuestions) ? caseQuestions : [caseQuestions]), [caseQuestions]);

  const casePlace = useCasePlace(questions, current);
  const wide = useWideScreen();

  // A bilingual paper shows each question in the paper's language or the one chosen for it; the answer is the same.
  const paperLanguage = usePaperLanguage(attempt.id, paper.languages, attempt.language);
  const translated = paperLanguage.languageOf(current.id) === 'hi' ? paperLanguage.translation(current.id) : undefined;
  const shownQuestion = useMemo(
    () =>
      translated
        ? {
            ...current,
            question_text: translated.question_text,
            option_a: translated.option_a,
            option_b: translated.option_b,
            option_c: translated.option_c,
            option_d: translated.option_d,
          }
        : current,
    [current, translated],
  );

  // The question's language where it is not the page's: a Hindi translation, or an English question on a Hindi page.
  const questionLanguage = translated ? 'hi' : 'en';
  const total = questions?.length ?? paper.question_count;
  const questionView = (
    <SavingQuestionView
      queue={queue}
      answers={answers}
      savedOnServer={!!saved && current.id in saved.answers}
      question={shownQuestion}
      lang={questionLanguage === pageLanguage ? undefined : questionLanguage}
      index={currentIndex}
      total={total}
      negativePercent={paper.negative_marking_percent ?? 0}
      onChoose={choose}
      onClear={clear}
    />
  );
  // The title and the bar (timer, Submit) change with none of the answers: the same element is kept between them.
  const deadlineMs = new Date(attempt.deadline).getTime();
  const { bilingual, language, setLanguage } = paperLanguage;
  const header = useMemo(
    () => (
      <>
        <Title lang={text.lang(paper.title)}>{text(paper.title)}</Title>
        {bilingual && <PaperLanguageSwitch language={language} onChange={setLanguage} />}
        <Bar>
          <ExamTimer deadlineMs={deadlineMs} initialOffsetMs={offsetMs} getServerTime={fetchServerTime} onExpire={onExpire} />
          <Button type="button" onClick={openConfirm} disabled={submitting}>
            {submitting ? t.submitting() : t.submitTest()}
          </Button>
        </Bar>
      </>
    ),
    [paper.title, text, deadlineMs, offsetMs, onExpire, openConfirm, submitting, bilingual, language, setLanguage, t],
  );
  return (
    <CopyProtected data-testid="attempt-root">
      <Page>
        {header}
        <PendingBanner queue={queue} online={online} />
        <Layout>
          <Card as="section" aria-label={t.currentQuestion()}>
            {current.case_id ? (
              <CaseBlock
                key={current.case_id}
                number={numbers[current.case_id]}
                passage={passages?.[current.case_id] ?? null}
                position={casePlace.position}
                open={wide || casePlace.open}
                onToggle={wide ? undefined : casePlace.setOpen}
              >
                {questionView}
              </CaseBlock>
            ) : (
              questionView
            )}
            {bilingual && (
              <QuestionLanguageToggle shown={translated ? 'hi' : 'en'} onToggle={() => paperLanguage.toggleQuestion(current.id)} />
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
            <MemoShortcutHint on={shortcutsOn} onChange={setShortcutsOn} />
          </Card>
          <PaletteCard answers={shownAnswers} questions={questions} total={total}>
            {questions ? (
              <QuestionPalette
                questions={questions}
                answers={shownAnswers}
                marked={marked}
                visited={progress.visited}
                currentIndex={currentIndex}
                onSelect={goTo}
              />
            ) : (
              <PaletteLoading role="status">{t.loadingOtherQuestions()}</PaletteLoading>
            )}
          </PaletteCard>
        </Layout>
        {confirming && (
          <CountedSubmitDialog
            answers={answers}
            questions={questions}
            total={total}
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
