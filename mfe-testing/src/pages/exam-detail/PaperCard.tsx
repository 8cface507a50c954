import { paths } from '@nism/contracts';
import { Button, Card, Link, theme, styled } from '@nism/shared-ui';
import { formatNumber } from '../../lib/headline';
import type { PaperSummary } from './paper-summary';

const Title = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 0.5rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1.25rem;
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: auto;
`;

const Column = styled(Card)`
  display: flex;
  flex-direction: column;
`;

interface Props {
  examId: string;
  summary: PaperSummary;
  starting: boolean;
  onStart: (paperId: string) => void;
}

export function PaperCard({ examId, summary, starting, onStart }: Props) {
  const { paper, best, attemptCount, lastCompletedAttemptId, resumeAttemptId } = summary;
  return (
    <Column as="article" aria-labelledby={`paper-${paper.id}`}>
      <Title id={`paper-${paper.id}`}>{paper.title}</Title>
      {paper.description && <p>{paper.description}</p>}
      <Facts>
        <dt>Duration</dt>
        <dd>{paper.duration_minutes} minutes</dd>
        <dt>Questions</dt>
        <dd>{paper.question_count}</dd>
        <dt>Best score (marks)</dt>
        <dd>
          {formatNumber(best.percent)}%{best.retake && ' (retake)'}
        </dd>
        <dt>Attempts</dt>
        <dd>{attemptCount}</dd>
      </Facts>
      <Actions>
        {resumeAttemptId && (
          <Button as={Link} to={paths.attempt(examId, paper.id, resumeAttemptId)}>
            Resume
          </Button>
        )}
        {lastCompletedAttemptId && (
          <Button as={Link} to={paths.results(examId, paper.id, lastCompletedAttemptId)} $variant="secondary">
            View Last Attempt
          </Button>
        )}
        <Button type="button" $variant={resumeAttemptId ? 'secondary' : 'primary'} disabled={starting} onClick={() => onStart(paper.id)}>
          {starting ? 'Starting...' : 'Start New Attempt'}
        </Button>
      </Actions>
    </Column>
  );
}
