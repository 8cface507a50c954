import { Card, media, theme, styled } from '@nism/shared-ui';
import type { ExamInfoRow } from '@nism/db-types';
import { formatDuration } from '../../lib/duration';
import { useMessages } from '../../lib/messages';

const List = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  margin: 0 0 1.5rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Fact = styled(Card)<{ $wide?: boolean }>`
  padding: 1rem 1.25rem;
  /* On a phone the two-column grid gives the long one a row of its own. */
  grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};
  ${media.md} {
    grid-column: auto;
  }
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

/** Questions, marks, duration, pass mark and negative marking: the numbers a candidate asks first. */
export function ExamFacts({ info }: { info: ExamInfoRow }) {
  const t = useMessages();
  const questions = info.structure.reduce((sum, section) => sum + section.questions, 0);
  return (
    <List aria-label={t.examFacts()}>
      <Fact>
        <dt>{t.factQuestions()}</dt>
        <dd>{questions}</dd>
      </Fact>
      <Fact>
        <dt>{t.factTotalMarks()}</dt>
        <dd>{info.total_marks}</dd>
      </Fact>
      <Fact>
        <dt>{t.factDuration()}</dt>
        <dd>{formatDuration(info.duration_minutes, t)}</dd>
      </Fact>
      <Fact>
        <dt>{t.factPassing()}</dt>
        <dd>{info.passing_score_percent}%</dd>
      </Fact>
      <Fact $wide>
        <dt>{t.factNegative()}</dt>
        <dd>
          {info.negative_marking_percent > 0 ? `${info.negative_marking_percent}%` : t.none()}
          {info.negative_marking_percent > 0 && <small> {t.negativeNote()}</small>}
        </dd>
      </Fact>
    </List>
  );
}
