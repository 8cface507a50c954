import { paths } from '@nism/contracts';
import { useEffect, useMemo, useState } from 'react';
import {
  Button,
  Link,
  notify,
  Page,
  PageTitle,
  Spinner,
  Subtitle,
  useLocale,
  useLocation,
  useParams,
  usePageMeta,
  styled,
} from '@nism/shared-ui';
import { CopyProtected } from '../../lib/CopyProtected';
import { MessagePage } from '../../lib/MessagePage';
import { RequireUser } from '../../lib/RequireUser';
import { CaseBlock } from '../../lib/cases/components/CaseBlock';
import { caseNumbers, useCasePassages } from '../../lib/cases/hooks/use-case-passages';
import type { ReviewItem } from '../../features/results/api/fetch-attempt-review';
import { fetchMyReports, type QuestionReport } from '../../features/results/api/report-question';
import { ReportQuestion } from '../../features/results/components/ReportQuestion';
import { BookmarkQuestion } from '../../features/review/components/BookmarkQuestion';
import { TimePerQuestion } from '../../features/results/components/TimePerQuestion';
import { NextSteps, DEMO_PAPER_TITLE } from './NextSteps';
import { ResultFilters } from './ResultFilters';
import { RemarkNotice, ResultSummary } from './ResultSummary';
import { Breakdown } from '../../features/results/components/Breakdown';
import { Standing } from '../../features/results/components/Standing';
import { ReviewCard } from '../../features/results/components/ReviewCard';
import { PaperLanguageSwitch } from '../../lib/paper-language/PaperLanguage';
import { usePaperLanguage } from '../../lib/paper-language/use-paper-language';
import { outcomeOf } from '../../features/results/components/outcome';
import { filterItems, resultStats, type ResultFilter } from './results-stats';
import { useResults } from './use-results';
import { english, useMessages } from '../../lib/messages';
import { useDatabaseText } from '../../lib/use-database-text';

const List = styled.div`
  display: grid;
  gap: 1rem;
`;

const Withheld = styled.section`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
`;

/** Runs of one case's questions together (its passage is shown once above them); any other question alone. */
function groupByCase(items: ReviewItem[]): { caseId: string | null; items: ReviewItem[] }[] {
  const groups: { caseId: string | null; items: ReviewItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (item.case_id && last?.caseId === item.case_id) last.items.push(item);
    else groups.push({ caseId: item.case_id, items: [item] });
  }
  return groups;
}

export const AUTO_SUBMITTED = english.autoSubmitted();

/** The learner's reports, by question; reports are an extra, so a failed read just shows none. */
function useMyReports() {
  const [reports, setReports] = useState<Record<string, QuestionReport>>({});
  useEffect(() => {
    let active = true;
    fetchMyReports().then(
      (mine) => active && setReports(mine),
      () => {},
    );
    return () => {
      active = false;
    };
  }, []);
  const add = (report: QuestionReport) => setReports((prev) => ({ ...prev, [report.question_id]: report }));
  return [reports, add] as const;
}

function Results({ examId, testId, attemptId }: { examId: string; testId: string; attemptId: string }) {
  const state = useResults(testId, attemptId);
  const t = useMessages();
  const text = useDatabaseText();
  const pageLanguage = useLocale();
  const [filter, setFilter] = useState<ResultFilter>('all');
  const ready = state.status === 'ready' ? state : null;
  // A bilingual paper's review opens in the language the learner chose in the attempt, and can switch (issue 51 §4).
  const paperLanguage = usePaperLanguage(attemptId, ready?.items ? ready.paper.languages : undefined, ready?.attempt.language);
  const inHindi = paperLanguage.language === 'hi';
  const reviewed = useMemo(
    () =>
      ready?.items && inHindi
        ? ready.items.map((item) => {
            const t = paperLanguage.translation(item.question_id);
            return t
              ? {
                  ...item,
                  question_text: t.question_text,
                  option_a: t.option_a,
                  option_b: t.option_b,
                  option_c: t.option_c,
                  option_d: t.option_d,
                  explanation: t.explanation ?? item.explanation,
                }
              : item;
          })
        : (ready?.items ?? null),
    [ready, inHindi, paperLanguage],
  );
  // Marked for review on the server, from whichever device the learner marked them on.
  const marked = useMemo(() => new Set((reviewed ?? []).filter((i) => i.marked_for_review).map((i) => i.question_id)), [reviewed]);
  const visible = useMemo(() => (reviewed ? filterItems(reviewed, filter, marked) : []), [reviewed, filter, marked]);
  const passages = useCasePassages(testId, Boolean(reviewed?.some((i) => i.case_id)));
  const [reports, addReport] = useMyReports();

  const autoSubmitted = Boolean((useLocation().state as { autoSubmitted?: boolean } | null)?.autoSubmitted);
  useEffect(() => {
    if (autoSubmitted) notify.neutral(t.autoSubmitted());
  }, [autoSubmitted, t]);

  if (state.status === 'loading') return <Spinner label={t.loadingResults()} />;
  if (state.status === 'not-found')
    return <MessagePage title={t.resultsNotFound()} to={paths.examDetail(examId)} action={t.backToExam()} />;
  if (state.status === 'error')
    return <MessagePage title={t.results()} text={t.resultsLoadError()} to={paths.examDetail(examId)} action={t.backToExam()} />;

  const stats = resultStats(state.attempt, state.items);
  const header = (
    <>
      <Button as={Link} to={paths.examDetail(examId)} $variant="ghost">
        <span aria-hidden="true">←</span> {t.backToExam()}
      </Button>
      <PageTitle>{t.resultsHeading({ paper: text(state.paper.title) })}</PageTitle>
      <RemarkNotice remark={stats.remark} />
    </>
  );
  if (!state.items) {
    return (
      <Page>
        {header}
        <ResultSummary stats={stats} />
        <Standing attemptId={attemptId} />
        <Withheld role="status">
          <h2>{t.withheldTitle()}</h2>
          <p>{t.withheldText()}</p>
          {state.runningAttemptId && (
            <Button as={Link} to={paths.attempt(examId, testId, state.runningAttemptId)}>
              {t.backToRunning()}
            </Button>
          )}
        </Withheld>
      </Page>
    );
  }

  const items = reviewed ?? state.items;
  const counts = {
    all: items.length,
    incorrect: items.filter((i) => outcomeOf(i) === 'incorrect').length,
    unanswered: items.filter((i) => outcomeOf(i) === 'unanswered').length,
    marked: items.filter((i) => marked.has(i.question_id)).length,
  };
  const numberOf = new Map(items.map((item, index) => [item.question_id, index + 1]));
  const cases = caseNumbers(items);
  const paceMs = (state.paper.duration_minutes * 60_000) / items.length;
  const card = (item: ReviewItem) => {
    const number = numberOf.get(item.question_id)!;
    // The question's language where it is not the page's: a Hindi translation, or an English question on a Hindi page.
    const language = inHindi && paperLanguage.translation(item.question_id) ? 'hi' : 'en';
    return (
      <ReviewCard key={item.question_id} item={item} number={number} foldCorrect lang={language === pageLanguage ? undefined : language}>
        <BookmarkQuestion questionId={item.question_id} number={number} />
        <ReportQuestion questionId={item.question_id} number={number} report={reports[item.question_id]} onReported={addReport} />
      </ReviewCard>
    );
  };

  return (
    <CopyProtected data-testid="results-root">
      <Page>
        {header}
        <Subtitle>{t.reviewSubtitle()}</Subtitle>
        {paperLanguage.bilingual && <PaperLanguageSwitch language={paperLanguage.language} onChange={paperLanguage.setLanguage} />}
        <ResultSummary stats={stats} />
        <Standing attemptId={attemptId} />
        <NextSteps examId={examId} demo={state.paper.title === DEMO_PAPER_TITLE} mistakes={counts.incorrect + counts.unanswered} />
        <Breakdown attemptId={attemptId} />
        <TimePerQuestion items={items} paceMs={paceMs} />
        <ResultFilters value={filter} counts={counts} onChange={setFilter} />
        <List aria-live="polite">
          {visible.length === 0 && <p>{t.noMatch()}</p>}
          {groupByCase(visible).map((group) =>
            group.caseId ? (
              <CaseBlock
                key={group.caseId}
                number={cases[group.caseId]}
                passage={passages?.[group.caseId] ?? null}
                position={t.caseQuestionsBelow({ count: group.items.length })}
              >
                <List>{group.items.map(card)}</List>
              </CaseBlock>
            ) : (
              card(group.items[0])
            ),
          )}
        </List>
      </Page>
    </CopyProtected>
  );
}

/** /exams/:examId/test/:testId/results/:attemptId: score and per-question review. */
export default function ResultsPage() {
  const { examId = '', testId = '', attemptId = '' } = useParams();
  const t = useMessages();
  // Read here, before the results' reads start: on a Hindi page the database's texts are there before they mount.
  useDatabaseText();
  usePageMeta({ title: t.resultsPageTitle(), description: t.resultsPageDescription() });
  return (
    <RequireUser>
      <Results key={attemptId} examId={examId} testId={testId} attemptId={attemptId} />
    </RequireUser>
  );
}
