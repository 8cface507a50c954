import { useCallback, useState } from 'react';
import { Button, Card, notify, Spinner, theme, styled } from '@nism/shared-ui';
import { fetchMessages, replyLink, setMessageStatus, type ContactMessage, type MessageStatus } from '../../features/messages/api/messages';
import { describeError } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { Muted, ToggleGroup } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StudioPage } from '../../lib/StudioPage';
import { useLoad } from '@nism/shared-hooks';
import { useSearchParams } from '../../lib/use-search-params';

const TABS: [MessageStatus, string][] = [
  ['new', 'New'],
  ['answered', 'Answered'],
  ['closed', 'Closed'],
];

const Item = styled(Card)`
  margin-bottom: 1rem;
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
`;
const Body = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0 0 1rem;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

function MessageCard({ message, onChanged }: { message: ContactMessage; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const mark = async (status: MessageStatus, done: string) => {
    setBusy(true);
    try {
      await setMessageStatus(message.id, status);
      notify.success(done, `From ${message.name}.`);
      onChanged();
    } catch (error) {
      notify.error('Not changed', describeError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Item as="article" aria-labelledby={`message-${message.id}`}>
      <h2 id={`message-${message.id}`}>{message.name}</h2>
      <Meta>
        {message.email} · {formatDateTime(message.created_at)}
        {message.account_email ? ` · signed in as ${message.account_email}` : ' · not signed in'}
      </Meta>
      <Body>{message.message}</Body>
      <Actions>
        <Button as="a" href={replyLink(message)} $variant="primary">
          Reply by email
        </Button>
        {message.status !== 'answered' && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void mark('answered', 'Marked answered')}>
            Mark answered
          </Button>
        )}
        {message.status !== 'closed' && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void mark('closed', 'Closed')}>
            Close
          </Button>
        )}
        {message.status !== 'new' && (
          <Button type="button" $variant="ghost" disabled={busy} onClick={() => void mark('new', 'Moved back to new')}>
            Move back to new
          </Button>
        )}
      </Actions>
    </Item>
  );
}

/** The contact form's messages: new ones first, answered and closed on their own tabs; replies go by mail. */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: MessageStatus = raw === 'answered' || raw === 'closed' ? raw : 'new';
  const list = useLoad(useCallback(() => fetchMessages(status), [status]));
  return (
    <StudioPage title="Messages">
      <Muted>What visitors sent through the contact page. Reply from your mail app, then mark the message answered.</Muted>
      <ToggleGroup role="group" aria-label="Messages to show" style={{ margin: '0.5rem 0 1rem' }}>
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => setParams(new URLSearchParams(value === 'new' ? '' : `status=${value}`))}
          >
            {label}
          </button>
        ))}
      </ToggleGroup>
      {list.status === 'loading' && <Spinner label="Loading messages…" minHeight="30vh" />}
      {list.status === 'error' && <LoadError message={`The messages did not load: ${describeError(list.error)}`} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.rows.length === 0 && <Muted>No {status} messages.</Muted>}
      {list.status === 'ready' && list.data.rows.map((m) => <MessageCard key={m.id} message={m} onChanged={list.reload} />)}
    </StudioPage>
  );
}
