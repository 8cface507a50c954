import type { QuestionVersion } from '../../features/questions/api/types';
import { formatDateTime } from '../../lib/format';
import { Muted } from '../../lib/layout';

/** Every saved version, newest first: when and by whom. */
export function VersionHistory({ versions }: { versions: QuestionVersion[] }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">Version history</h2>
      {versions.length === 0 ? (
        <Muted>No saved versions yet.</Muted>
      ) : (
        <ol reversed style={{ paddingLeft: '1.25rem' }}>
          {versions.map((v) => (
            <li key={v.version}>
              Version {v.version}: {formatDateTime(v.created_at)}
              {v.created_by_email ? ` by ${v.created_by_email}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
