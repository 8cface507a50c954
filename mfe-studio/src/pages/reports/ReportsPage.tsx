import { useCallback, useState } from 'react';
import { Button, Card, Link, notify, Spinner } from '@nism/shared-ui';
import { fetchReportQueue, REPORT_PAGE_SIZE, type ReportQueueItem, type ReportStatus } from '../../features/reports/api/fetch-report-queue';
import { resolveQuestionReports } from '../../features/reports/api/resolve-question-reports';
import { ReportedQuestion } from '../../features/reports/components/ReportedQuestion';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { describeError } from '../../lib/errors';
import { plural } from '../../lib/format';
import { ToggleGroup, Toolbar } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StudioPage } from '../../lib/StudioPage';
import { studioPaths } from '../../lib/studio-paths';
import { useLoad } from '@nism/shared-hooks';
import { useSearchParams } from '../../lib/use-search-params';

const TABS: [ReportStatus, string][] = [
  ['open', 'Open'],
  ['fixed', 'Resolved: fixed'],
  ['dismissed', 'Resolved: dismissed'],
];

/** Learners' reports, grouped by question: fix a question in the editor, or dismiss its reports with a reason. */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const status = (TABS.find(([s]) => s === params.get('status'))?.[0] ?? 'open') as ReportStatus;
  const load = useCallback(() => fetchReportQueue(status, 0), [status]);
  const queue = useLoad(load);
  // Later pages ("Load more"), for the tab they were loaded in.
  const [later, setLater] = useState<{ status: ReportStatus; items: ReportQueueItem[]; done: boolean }>({ status, items: [], done: false });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string>();
  const extra = later.status === status ? later : { status, items: [], done: false };
  const loaded = [...(queue.data ?? []), ...extra.items];
  const more = queue.status === 'ready' && !extra.done && (extra.items.length > 0 || queue.data.length === REPORT_PAGE_SIZE);

  const loadMore = async () => {
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const rows = await fetchReportQueue(status, loaded.length);
      setLater({ status, items: [...extra.items, ...rows], done: rows.length < REPORT_PAGE_SIZE });
    } catch (e) {
      setMoreError(describeError(e));
    } finally {
      setLoadingMore(false);
    }
  };
  const [dismissing, setDismissing] = useState<ReportQueueItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [gone, setGone] = useState<Set<string>>(new Set());

  const dismiss = async (item: ReportQueueItem, reason: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const closed = await resolveQuestionReports(item.question_id, 'dismissed', reason);
      notify.success('Reports dismissed', `${plural(closed, 'report')} closed.`);
      setGone((prev) => new Set(prev).add(item.question_id));
      setDismissing(null);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  const items = loaded.filter((item) => status !== 'open' || !gone.has(item.question_id));

  return (
    <StudioPage title="Reports">
      <ToggleGroup role="group" aria-label="Reports to show" style={{ marginBottom: '1rem' }}>
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => {
              setParams(new URLSearchParams(value === 'open' ? '' : `status=${value}`));
            }}
          >
            {label}
          </button>
        ))}
      </ToggleGroup>
      {queue.status === 'loading' && <Spinner label="Loading reports…" minHeight="30vh" />}
      {queue.status === 'error' && <LoadError message={`The reports did not load: ${describeError(queue.error)}`} onRetry={queue.reload} />}
      {queue.status === 'ready' && items.length === 0 && (
        <Card>
          <p style={{ margin: 0 }}>
            {status === 'open' ? 'No open reports. Nothing waits for you here.' : 'No reports resolved this way yet.'}
          </p>
        </Card>
      )}
      {items.map((item) => (
        <ReportedQuestion
          key={item.question_id}
          item={item}
          actions={
            status === 'open' && (
              <Toolbar style={{ marginTop: '1rem' }}>
                <Button
                  as={Link}
                  to={studioPaths.question(item.question_id, { fix: true })}
                  aria-label={`Fix question ${item.position ?? ''} of ${item.paper_title}`.replace('  ', ' ')}
                >
                  Fix
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Dismiss reports on question ${item.position ?? ''} of ${item.paper_title}`.replace('  ', ' ')}
                  onClick={() => {
                    setError(undefined);
                    setDismissing(item);
                  }}
                >
                  Dismiss
                </Button>
              </Toolbar>
            )
          }
        />
      ))}
      <Toolbar>
        {more && (
          <Button type="button" $variant="secondary" disabled={loadingMore} onClick={() => void loadMore()}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        )}
        {moreError && <p role="alert">More reports did not load: {moreError}</p>}
      </Toolbar>
      {dismissing && (
        <ConfirmDialog
          title="Dismiss these reports?"
          confirmLabel="Dismiss reports"
          busyLabel="Dismissing…"
          reasonLabel="Reason"
          busy={busy}
          error={error}
          onConfirm={(reason) => void dismiss(dismissing, reason)}
          onCancel={() => setDismissing(null)}
        >
          <p>
            The question stays as it is and its {plural(dismissing.report_count, 'open report')} close. Say why: the reason is kept with
            them.
          </p>
        </ConfirmDialog>
      )}
    </StudioPage>
  );
}
