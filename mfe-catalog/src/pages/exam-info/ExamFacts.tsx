import { Card, media, theme, styled } from '@nism/shared-ui';
import type { ExamInfoRow } from '@nism/db-types';
import { formatDuration } from '../../lib/duration';

const List = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  margin: 0 0 1.5rem;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Fact = styled(Card)`
  padding: 1rem 1.25rem;
  dt {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: 1.2rem;
    font-weight: 700;
  }
  dd small {
    display: block;
    font-size: 0.85rem;
    font-weight: 400;
    color: ${theme.colors.muted};
  }
`;

/** Duration, pass mark and negative marking, the three numbers a candidate asks first. */
export function ExamFacts({ info }: { info: ExamInfoRow }) {
  return (
    <List>
      <Fact>
        <dt>Duration</dt>
        <dd>{formatDuration(info.duration_minutes)}</dd>
      </Fact>
      <Fact>
        <dt>Passing score</dt>
        <dd>{info.passing_score_percent}%</dd>
      </Fact>
      <Fact>
        <dt>Negative marking</dt>
        <dd>
          {info.negative_marking_percent > 0 ? `${info.negative_marking_percent}%` : 'None'}
          {info.negative_marking_percent > 0 && <small> of a question's marks deducted for each wrong answer</small>}
        </dd>
      </Fact>
    </List>
  );
}
