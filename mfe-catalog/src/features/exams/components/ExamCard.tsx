import { paths } from '@nism/contracts';
import { useId } from 'react';
import { Link, theme, cardTitleLink, styled } from '@nism/shared-ui';
import type { ExamRow } from '@nism/db-types';
import { ExamActions } from './ExamActions';
import { Band, Body, CardFrame } from './card-frame';

const clamp = (lines: number) => `
  display: -webkit-box;
  -webkit-line-clamp: ${lines};
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.4;
  height: calc(1.05rem * 1.4 * 3);
  ${clamp(3)}
  ${cardTitleLink}
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: 0.92rem;
  line-height: 1.5;
  ${clamp(3)}
`;

const Actions = styled.div`
  margin-top: auto;
`;

/** 'NISM Series X-A: Investment Adviser…' → 'NISM Series X-A', the code people search by. */
export function seriesLabel(name: string): string {
  return name.split(':')[0].trim();
}

export function ExamCard({ exam }: { exam: ExamRow }) {
  const titleId = useId();
  return (
    <CardFrame as="article" aria-labelledby={titleId}>
      <Band aria-hidden="true">{seriesLabel(exam.name)}</Band>
      <Body>
        <Title id={titleId}>
          <Link to={paths.examInfo(exam.id)}>{exam.name}</Link>
        </Title>
        {exam.description && <Description>{exam.description}</Description>}
        <Actions>
          <ExamActions examId={exam.id} describedBy={titleId} />
        </Actions>
      </Body>
    </CardFrame>
  );
}
