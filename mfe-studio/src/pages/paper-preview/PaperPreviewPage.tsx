import { useCallback, useMemo, useState } from 'react';
import { Link, Spinner, theme, useParams, styled } from '@nism/shared-ui';
import { fetchExamFacts } from '../../features/papers/api/fetch-exam-facts';
import { fetchPaperQuestions } from '../../features/papers/api/fetch-paper-questions';
import { fetchPapers } from '../../features/papers/api/fetch-papers';
import { LintFindings, lintStudioPaper } from '../../lib/content-lint';
import { describeError } from '../../lib/errors';
import { plural } from '../../lib/format';
import { Muted } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import {
  loadQuestionPreview,
  PreviewBoundary,
  PreviewControls,
  PreviewFrame,
  PreviewLoadFailed,
  type PreviewMode,
} from '../../lib/question-preview';
import { StatusBadge } from '../../lib/StatusBadge';
import { StudioPage } from '../../lib/StudioPage';
import { studioPaths } from '../../lib/studio-paths';
import { useLoad } from '@nism/shared-hooks';
import { useSearchParams } from '../../lib/use-search-params';

const Item = styled.li`
  list-style: none;
  margin: 0 0 1.25rem;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
`;

const List = styled.ol`
  padding: 0;
  margin: 0;
`;

const Meta = styled.span`
  color: ${theme.colors.muted};
  font-weight: 400;
`;

/**
 * A whole paper as the learner will meet it, question by question, each drawn by the testing remote's own view: as
 * asked or as reviewed, phone-wide or desktop-wide. Drafts are shown too, marked, so a paper is checked before it is
 * published; the content lint's findings for the paper come first.
 */
export default function PaperPreviewPage() {
  const { paperId = '' } = useParams();
  const [params] = useSearchParams();
  const examId = params.get('exam') ?? '';
  const questions = useLoad(useCallback(() => fetchPaperQuestions(paperId), [paperId]));
  const papers = useLoad(useCallback(() => (examId ? fetchPapers(examId) : Promise.resolve([])), [examId]));
  const facts = useLoad(useCallback(() => (examId ? fetchExamFacts(examId) : Promise.resolve(null)), [examId]));
  const preview = useLoad(loadQuestionPreview);
  const [mode, setMode] = useState<PreviewMode>('attempt');
  const [phone, setPhone] = useState(false);
  const paper = papers.data?.find((p) => p.id === paperId);
  const Preview = preview.data?.default;
  const total = questions.data?.length ?? 0;
  // The content lint over the whole paper, drafts included (issue 44): what to fix before publishing.
  const findings = useMemo(
    () => (questions.data?.length ? lintStudioPaper(facts.data?.title ?? '', paper?.title ?? '', questions.data) : []),
    [questions.data, facts.data?.title, paper?.title],
  );

  return (
    <StudioPage title={paper ? `Preview: ${paper.title}` : 'Paper preview'}>
      <Muted>
        <Link to={studioPaths.papers(examId || undefined)}>Back to papers</Link>
        {paper && ` · ${paper.duration_minutes} minutes · ${plural(paper.questions + paper.drafts, 'question')}`}
      </Muted>
      <PreviewControls mode={mode} onMode={setMode} phone={phone} onPhone={setPhone} />
      {(questions.status === 'loading' || preview.status === 'loading') && <Spinner label="Loading the paper…" minHeight="20vh" />}
      {questions.status === 'error' && (
        <LoadError message={`The paper did not load: ${describeError(questions.error)}`} onRetry={questions.reload} />
      )}
      {preview.status === 'error' && (
        <PreviewLoadFailed error={preview.error} consequence="The paper itself is unchanged." onRetry={preview.reload} />
      )}
      {questions.status === 'ready' && total === 0 && <Muted>This paper has no questions yet.</Muted>}
      {questions.status === 'ready' && total > 0 && (
        <LintFindings findings={findings} consequence="Fix them before publishing: as it stands the paper can be passed by pattern." />
      )}
      {questions.status === 'ready' && Preview && (
        <List aria-label="Questions">
          {questions.data.map((q, i) => (
            <Item key={q.id} aria-labelledby={`q-${q.id}`}>
              <h2 id={`q-${q.id}`}>
                Question {i + 1} of {total}
                <Meta>
                  {q.marks} mark{q.marks === 1 ? '' : 's'}
                  {q.topic && ` · ${q.topic}`}
                </Meta>
                {q.status === 'draft' && <StatusBadge status="draft" />}
                <Link to={studioPaths.question(q.id)}>Edit</Link>
              </h2>
              <PreviewFrame $phone={phone}>
                <PreviewBoundary onRetry={preview.reload}>
                  <Preview question={q} negativePercent={facts.data?.negative_marking_percent ?? 0} mode={mode} />
                </PreviewBoundary>
              </PreviewFrame>
            </Item>
          ))}
        </List>
      )}
    </StudioPage>
  );
}
