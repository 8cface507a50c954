import { paths } from '@nism/contracts';
import { Button, Card, Link, theme, styled } from '@nism/shared-ui';
import { formatNumber } from '../../lib/headline';
import type { PaperSummary } from './paper-summary';
import { useMessages } from '../../lib/messages';
import { useDatabaseText } from '../../lib/use-database-text';

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
  const t = useMessages();
  const text = useDatabaseText();
  return (
    <Column as="article" aria-labelledby={`paper-${paper.id}`}>
      <Title id={`paper-${paper.id}`} lang={text.lang(paper.title)}>
        {text(paper.title)}
      </Title>
      {paper.description && <p lang={text.lang(paper.description)}>{text(paper.description)}</p>}
      <Facts>
        <dt>{t.duration()}</dt>
        <dd>{t.minutesCount({ n: paper.duration_minutes })}</dd>
        <dt>{t.questionsLabel()}</dt>
        <dd>{paper.question_count}</dd>
        <dt>{t.bestScore()}</dt>
        <dd>
          {formatNumber(best.percent)}%{best.retake && ` ${t.retakeNote()}`}
        </dd>
        <dt>{t.attempts()}</dt>
        <dd>{attemptCount}</dd>
      </Facts>
      <Actions>
        {resumeAttemptId && (
          <Button as={Link} to={paths.attempt(examId, paper.id, resumeAttemptId)}>
            {t.resume()}
          </Button>
        )}
        {lastCompletedAttemptId && (
          <Button as={Link} to={paths.results(examId, paper.id, lastCompletedAttemptId)} $variant="secondary">
            {t.viewLastAttempt()}
          </Button>
        )}
        <Button type="button" $variant={resumeAttemptId ? 'secondary' : 'primary'} disabled={starting} onClick={() => onStart(paper.id)}>
          {starting ? t.starting() : t.startNewAttempt()}
        </Button>
      </Actions>
    </Column>
  );
}
