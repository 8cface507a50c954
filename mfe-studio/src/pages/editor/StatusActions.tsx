import { useState } from 'react';
import { Button, notify, useNavigate } from '@nism/shared-ui';
import { deleteQuestion } from '../../features/questions/api/delete-question';
import { setQuestionStatus } from '../../features/questions/api/set-question-status';
import type { StudioQuestion } from '../../features/questions/api/types';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { describeError, EDIT_CONFLICT, errorCode } from '../../lib/errors';
import { Muted, Toolbar } from '../../lib/layout';
import type { QuestionStatus } from '../../lib/question-filters';
import { studioPaths } from '../../lib/studio-paths';

type Action = QuestionStatus | 'delete';

const ACTIONS: Record<Action, { label: string; title: string; text: string; busy: string; danger?: boolean }> = {
  published: {
    label: 'Publish',
    title: 'Publish this question?',
    text: 'Learners will get it in new attempts of its paper.',
    busy: 'Publishing…',
  },
  retired: {
    label: 'Retire',
    title: 'Retire this question?',
    text: 'It leaves new attempts. Past attempts and their results keep it.',
    busy: 'Retiring…',
    danger: true,
  },
  draft: {
    label: 'Back to draft',
    title: 'Move this question back to draft?',
    text: 'It leaves new attempts until it is published again.',
    busy: 'Moving…',
  },
  delete: {
    label: 'Delete',
    title: 'Delete this draft?',
    text: 'The draft and its history are removed for good. No learner has answered it.',
    busy: 'Deleting…',
    danger: true,
  },
};

/** Publish, retire, back to draft and (a draft no one answered) delete, each confirmed first. */
export function StatusActions({ question, dirty, onChanged }: { question: StudioQuestion; dirty: boolean; onChanged: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  // Once learners have answered it, a question is published or retired, never a draft again (the server refuses).
  const available: Action[] = (['published', 'draft', 'retired'] as QuestionStatus[]).filter(
    (s) => s !== question.status && !(s === 'draft' && question.attempted),
  );
  if (question.status === 'draft' && !question.attempted) available.push('delete');

  const run = async (action: Action) => {
    setBusy(true);
    setError(undefined);
    try {
      if (action === 'delete') {
        await deleteQuestion(question.id);
        notify.success('Question deleted');
        navigate(studioPaths.questions(), { replace: true });
        return;
      }
      await setQuestionStatus(question.id, question.version, action);
      notify.success(`Question ${action === 'draft' ? 'moved back to draft' : action}`);
      setOpen(null);
      onChanged();
    } catch (e) {
      const message = describeError(e);
      setError(errorCode(e) === EDIT_CONFLICT ? `Not changed: ${message}. Load the page again to see their version.` : message);
    } finally {
      setBusy(false);
    }
  };

  const current = open ? ACTIONS[open] : null;
  return (
    <section aria-labelledby="status-heading">
      <h2 id="status-heading">Status</h2>
      {dirty && <Muted>Save your changes first: these act on the saved version.</Muted>}
      <Toolbar>
        {available.map((action) => (
          <Button
            key={action}
            type="button"
            $variant={ACTIONS[action].danger ? 'danger' : 'secondary'}
            disabled={dirty}
            onClick={() => {
              setError(undefined);
              setOpen(action);
            }}
          >
            {ACTIONS[action].label}
          </Button>
        ))}
      </Toolbar>
      {question.attempted && (
        <Muted>Learners have answered this question, so it can be retired but not deleted or made a draft again.</Muted>
      )}
      {open && current && (
        <ConfirmDialog
          title={current.title}
          confirmLabel={current.label}
          busyLabel={current.busy}
          danger={current.danger}
          busy={busy}
          error={error}
          onConfirm={() => void run(open)}
          onCancel={() => setOpen(null)}
        >
          <p>{current.text}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
