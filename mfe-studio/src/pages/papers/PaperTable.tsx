import { useState } from 'react';
import { Button, Link, notify, Table, TableWrap, theme, styled } from '@nism/shared-ui';
import { setPaperStatus } from '../../features/papers/api/set-paper-status';
import { KIND_LABELS, type PaperStatus, type StudioPaper } from '../../features/papers/api/types';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { DrawDialog } from './DrawDialog';
import { describeError } from '../../lib/errors';
import { StatusBadge } from '../../lib/StatusBadge';
import { studioPaths } from '../../lib/studio-paths';

const Problems = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  color: ${theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const CONFIRM: Record<'published' | 'retired', { title: string; label: string; busy: string; body: string }> = {
  published: {
    title: 'Publish this paper?',
    label: 'Publish',
    busy: 'Publishing…',
    body: 'Its draft questions are published with it and learners with access can start it. A published paper does not change: to revise it, make a new paper and retire this one.',
  },
  retired: {
    title: 'Retire this paper?',
    label: 'Retire',
    busy: 'Retiring…',
    body: 'Learners can no longer start it. Attempts already taken keep their results, and an attempt in progress can still be finished.',
  },
};

/**
 * The exam's papers with their state; admins draw an empty full-length draft from the question bank, publish a draft
 * (checked against the blueprint) or retire a paper.
 */
export function PaperTable(props: { papers: StudioPaper[]; topics: string[]; admin: boolean; onChanged: () => void }) {
  const { papers, topics, admin, onChanged } = props;
  const [pending, setPending] = useState<{ paper: StudioPaper; status: 'published' | 'retired' } | null>(null);
  const [drawing, setDrawing] = useState<StudioPaper | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const apply = async (paper: StudioPaper, status: PaperStatus) => {
    setBusy(true);
    setError(undefined);
    try {
      await setPaperStatus(paper.id, status);
      notify.success(status === 'published' ? 'Paper published' : 'Paper retired', paper.title);
      setPending(null);
      onChanged();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TableWrap>
        <Table $stacked aria-label="Papers">
          <thead>
            <tr>
              <th scope="col">Paper</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
              <th scope="col">Questions</th>
              <th scope="col">Marks</th>
              <th scope="col">Time</th>
              <th scope="col">Blueprint</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {papers.map((paper) => (
              <tr key={paper.id}>
                <td>
                  <Link
                    to={studioPaths.questions(new URLSearchParams({ exam: paper.exam_id, paper: paper.id, sort: 'position' }).toString())}
                  >
                    {paper.title}
                  </Link>
                </td>
                <td data-label="Kind">{KIND_LABELS[paper.kind]}</td>
                <td data-label="Status">
                  <StatusBadge status={paper.status} />
                </td>
                <td data-label="Questions">
                  {paper.questions}
                  {paper.drafts > 0 && ` + ${paper.drafts} draft${paper.drafts === 1 ? '' : 's'}`}
                </td>
                <td data-label="Marks">{paper.marks}</td>
                <td data-label="Time">{paper.duration_minutes} min</td>
                <td data-label="Blueprint">
                  {paper.kind !== 'full' || paper.status === 'retired' || paper.questions + paper.drafts === 0 ? (
                    '—'
                  ) : paper.blueprint_problems.length === 0 ? (
                    'Matches'
                  ) : (
                    <Problems aria-label={`What keeps ${paper.title} from its blueprint`}>
                      {paper.blueprint_problems.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </Problems>
                  )}
                </td>
                <td>
                  <Actions>
                    <Link to={studioPaths.paperPreview(paper.exam_id, paper.id)} aria-label={`Preview ${paper.title}`}>
                      Preview
                    </Link>
                    <Link to={studioPaths.paperTranslations(paper.exam_id, paper.id)} aria-label={`Hindi of ${paper.title}`}>
                      Hindi
                    </Link>
                    <Link to={studioPaths.itemAnalysis(paper.exam_id, paper.id)} aria-label={`Item analysis of ${paper.title}`}>
                      Analysis
                    </Link>
                    {admin && paper.kind === 'full' && paper.status === 'draft' && paper.questions + paper.drafts === 0 && (
                      <Button
                        type="button"
                        $variant="secondary"
                        onClick={() => setDrawing(paper)}
                        aria-label={`Draw ${paper.title} from the bank`}
                      >
                        Draw from bank
                      </Button>
                    )}
                    {admin && paper.status === 'draft' && paper.kind !== 'bank' && (
                      <Button
                        type="button"
                        onClick={() => setPending({ paper, status: 'published' })}
                        aria-label={`Publish ${paper.title}`}
                      >
                        Publish
                      </Button>
                    )}
                    {admin && paper.status === 'published' && (
                      <Button
                        type="button"
                        $variant="ghost"
                        onClick={() => setPending({ paper, status: 'retired' })}
                        aria-label={`Retire ${paper.title}`}
                      >
                        Retire
                      </Button>
                    )}
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {drawing && (
        <DrawDialog
          paper={drawing}
          topics={topics}
          onCancel={() => setDrawing(null)}
          onDone={() => {
            setDrawing(null);
            onChanged();
          }}
        />
      )}
      {pending && (
        <ConfirmDialog
          title={CONFIRM[pending.status].title}
          confirmLabel={CONFIRM[pending.status].label}
          busyLabel={CONFIRM[pending.status].busy}
          danger={pending.status === 'retired'}
          busy={busy}
          error={error}
          onConfirm={() => void apply(pending.paper, pending.status)}
          onCancel={() => {
            setPending(null);
            setError(undefined);
          }}
        >
          <p>
            <strong>{pending.paper.title}</strong>: {CONFIRM[pending.status].body}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
