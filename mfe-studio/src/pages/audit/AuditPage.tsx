import { useCallback, useState, type FormEvent } from 'react';
import { Button, Card, Spinner, Table, TableWrap, theme, styled } from '@nism/shared-ui';
import { AUDIT_PAGE_SIZE, fetchAuditLog, type AuditEntry, type AuditQuery } from '../../features/audit/api/fetch-audit-log';
import { diffLines } from '../../features/audit/diff';
import { describeError } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { SelectLabel, Toolbar } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StudioPage } from '../../lib/StudioPage';
import { useLoad } from '@nism/shared-hooks';

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem 1rem;
  align-items: end;
  margin-bottom: 1rem;
  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  }
`;

const Changes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 0.9rem;
  li {
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  b {
    font-weight: 600;
  }
  del {
    color: ${theme.colors.danger};
  }
  ins {
    color: ${theme.colors.success};
    text-decoration: none;
  }
`;

function ChangeList({ entry }: { entry: AuditEntry }) {
  const lines = diffLines(entry.before, entry.after);
  if (lines.length === 0) return <span>No field changed</span>;
  return (
    <Changes>
      {lines.map((line) => (
        <li key={line.key}>
          <b>{line.key}:</b> {line.before !== undefined && <del>{line.before}</del>}
          {line.before !== undefined && line.after !== undefined && ' → '}
          {line.after !== undefined && <ins>{line.after}</ins>}
        </li>
      ))}
    </Changes>
  );
}

/** Every staff write, newest first: who did what to which question or account, and what changed. */
export default function AuditPage() {
  const [query, setQuery] = useState<AuditQuery>({ action: '', actor: '' });
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const load = useCallback(() => fetchAuditLog(query), [query]);
  const first = useLoad(load);
  const [older, setOlder] = useState<{ query: AuditQuery; rows: AuditEntry[]; done: boolean }>({ query, rows: [], done: false });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string>();

  const extra = older.query === query ? older : { query, rows: [], done: false };
  const rows = [...(first.data ?? []), ...extra.rows];
  const more = first.status === 'ready' && !extra.done && (extra.rows.length > 0 ? true : first.data.length === AUDIT_PAGE_SIZE);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ action: action.trim(), actor: actor.trim() });
  };

  const loadOlder = async () => {
    const last = rows[rows.length - 1];
    if (!last) return;
    setLoadingOlder(true);
    setOlderError(undefined);
    try {
      const next = await fetchAuditLog({ ...query, before: last.id });
      setOlder({ query, rows: [...extra.rows, ...next], done: next.length < AUDIT_PAGE_SIZE });
    } catch (error) {
      setOlderError(describeError(error));
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <StudioPage title="Audit log">
      <Filters onSubmit={apply} aria-label="Audit log filters">
        <SelectLabel>
          Action
          <input type="text" value={action} placeholder="e.g. save_question" onChange={(e) => setAction(e.target.value)} />
        </SelectLabel>
        <SelectLabel>
          Actor email
          <input type="text" value={actor} placeholder="Part of an email" onChange={(e) => setActor(e.target.value)} />
        </SelectLabel>
        <Button type="submit">Apply filters</Button>
      </Filters>
      {first.status === 'loading' && <Spinner label="Loading the audit log…" minHeight="30vh" />}
      {first.status === 'error' && (
        <LoadError message={`The audit log did not load: ${describeError(first.error)}`} onRetry={first.reload} />
      )}
      {first.status === 'ready' && rows.length === 0 && (
        <Card>
          <p style={{ margin: 0 }}>No entries{query.action || query.actor ? ' match these filters' : ' yet'}.</p>
        </Card>
      )}
      {rows.length > 0 && (
        <TableWrap>
          <Table $stacked aria-label="Audit log">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td data-label="Who" style={{ overflowWrap: 'anywhere' }}>
                    {entry.actor_email ?? '(system)'}
                  </td>
                  <td data-label="Action" style={{ overflowWrap: 'anywhere' }}>
                    {entry.action}
                  </td>
                  <td data-label="Subject" style={{ overflowWrap: 'anywhere' }}>
                    {entry.subject ?? '—'}
                  </td>
                  <td data-label="Changes" data-wide>
                    <ChangeList entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      <Toolbar style={{ marginTop: '1rem' }}>
        {more && (
          <Button type="button" $variant="secondary" disabled={loadingOlder} onClick={() => void loadOlder()}>
            {loadingOlder ? 'Loading…' : 'Load older'}
          </Button>
        )}
        {olderError && <p role="alert">Older entries did not load: {olderError}</p>}
      </Toolbar>
    </StudioPage>
  );
}
