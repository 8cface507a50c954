import { useCallback } from 'react';
import { Link, Spinner, Table, useParams, styled, theme } from '@nism/shared-ui';
import { useLoad } from '@nism/shared-hooks';
import { fetchItemAnalysis, type BandShares, type ItemStats } from '../../features/item-analysis/api/item-analysis';
import { fetchPapers } from '../../features/papers/api/fetch-papers';
import { describeError } from '../../lib/errors';
import { Muted, TableBlock } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StudioPage } from '../../lib/StudioPage';
import { studioPaths } from '../../lib/studio-paths';
import { useSearchParams } from '../../lib/use-search-params';

const Flags = styled.ul`
  margin: 0;
  padding-left: 1rem;
  color: ${theme.colors.danger};
`;

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** 'A 10% · B 60% · C 20% · D 10%', the key in bold. */
function Shares({ shares, keyLetter }: { shares: BandShares | undefined; keyLetter: string }) {
  if (!shares) return <>–</>;
  return (
    <>
      {(['A', 'B', 'C', 'D'] as const).map((letter, i) => (
        <span key={letter}>
          {i > 0 && ' · '}
          {letter === keyLetter ? <strong>{`${letter} ${percent(shares[letter])}`}</strong> : `${letter} ${percent(shares[letter])}`}
        </span>
      ))}{' '}
      <Muted as="span">({shares.learners})</Muted>
    </>
  );
}

function Row({ item }: { item: ItemStats }) {
  return (
    <tr>
      <td>
        <Link to={studioPaths.question(item.question_id)}>Question {item.position}</Link>
      </td>
      <td>{item.learners}</td>
      <td>{percent(item.facility)}</td>
      <td>{item.discrimination ?? '–'}</td>
      <td>{item.difficulty ?? '–'}</td>
      {(['low', 'middle', 'high'] as const).map((band) => (
        <td key={band}>
          <Shares shares={item.bands[band]} keyLetter={item.key} />
        </td>
      ))}
      <td>
        {item.flags.length ? (
          <Flags aria-label={`Flags on question ${item.position}`}>
            {item.flags.map((flag) => (
              <li key={flag}>{flag}</li>
            ))}
          </Flags>
        ) : (
          '–'
        )}
      </td>
    </tr>
  );
}

/**
 * A paper's item analysis (issue 50 §5), as Moodle's quiz statistics show a teacher: from learners' first answers,
 * each question's facility, discrimination, difficulty and the options each third of the learners chose, with the
 * questions to look at flagged (and sent to the reports queue).
 */
export default function ItemAnalysisPage() {
  const { paperId = '' } = useParams();
  const [params] = useSearchParams();
  const examId = params.get('exam') ?? '';
  const analysis = useLoad(useCallback(() => fetchItemAnalysis(paperId), [paperId]));
  const papers = useLoad(useCallback(() => (examId ? fetchPapers(examId) : Promise.resolve([])), [examId]));
  const paper = papers.data?.find((p) => p.id === paperId);
  const flagged = analysis.data?.questions.filter((q) => q.flags.length).length ?? 0;
  return (
    <StudioPage title={paper ? `Item analysis: ${paper.title}` : 'Item analysis'}>
      <Muted>
        <Link to={studioPaths.papers(examId || undefined)}>Back to papers</Link>
      </Muted>
      {analysis.status === 'loading' && <Spinner label="Analysing the answers…" minHeight="20vh" />}
      {analysis.status === 'error' && (
        <LoadError message={`The analysis did not load: ${describeError(analysis.error)}`} onRetry={analysis.reload} />
      )}
      {analysis.status === 'ready' && (
        <>
          <Muted>
            From each learner&rsquo;s first answer to each question. Facility is the share who got it right; discrimination how well it
            tells stronger learners (by their other answers) from weaker ones, from -1 to 1; difficulty the readiness fit&rsquo;s, in
            logits. Learners are split into thirds by their other answers. A question with fewer than {analysis.data.min_learners} learners
            is not judged. {flagged} {flagged === 1 ? 'question is' : 'questions are'} flagged; flags join the{' '}
            <Link to={studioPaths.reports()}>reports queue</Link>.
          </Muted>
          <TableBlock>
            <Table>
              <caption className="visually-hidden">Item analysis, one row per question</caption>
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Learners</th>
                  <th scope="col">Facility</th>
                  <th scope="col">Discrimination</th>
                  <th scope="col">Difficulty</th>
                  <th scope="col">Weakest third</th>
                  <th scope="col">Middle third</th>
                  <th scope="col">Strongest third</th>
                  <th scope="col">Flags</th>
                </tr>
              </thead>
              <tbody>
                {analysis.data.questions.map((item) => (
                  <Row key={item.question_id} item={item} />
                ))}
              </tbody>
            </Table>
          </TableBlock>
        </>
      )}
    </StudioPage>
  );
}
