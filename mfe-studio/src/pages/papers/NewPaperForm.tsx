import { useState, type FormEvent } from 'react';
import { Button, notify, TextField, theme, styled } from '@nism/shared-ui';
import { createPaper } from '../../features/papers/api/save-paper';
import { KIND_LABELS, type PaperKind } from '../../features/papers/api/types';
import { describeError } from '../../lib/errors';
import { FormProblem, Muted, SelectLabel } from '../../lib/layout';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 1rem;
  align-items: start;
  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** A new draft paper (admins): its questions come from the editor or an import, then it is published here. */
export function NewPaperForm({ examId, onCreated }: { examId: string; onCreated: () => void }) {
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<PaperKind>('full');
  const [questions, setQuestions] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!title.trim()) problems.title = 'Give the paper a title';
    if ((kind === 'demo' || kind === 'practice') && !(/^\d+$/.test(questions) && +questions >= 1 && +questions <= 500))
      problems.questions = 'Say how many questions it will hold, 1 to 500: its time follows the exam’s pace';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      const paper = await createPaper({ examId, title, kind, description, questions: Number(questions) || undefined });
      notify.success('Draft paper created', `${paper.title}: add its questions in the editor or by import, then publish it.`);
      setTitle('');
      setQuestions('');
      setDescription('');
      onCreated();
    } catch (error) {
      setErrors({ form: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New paper">
      <Muted>
        A full-length paper lasts the blueprint’s time and is published only when its questions match the blueprint. A question bank is
        never published: write and import questions into it, then draw full-length papers from it.
      </Muted>
      <Grid>
        <TextField label="Title" value={title} maxLength={120} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
        <SelectLabel>
          Kind
          <select value={kind} onChange={(e) => setKind(e.target.value as PaperKind)}>
            {(Object.keys(KIND_LABELS) as PaperKind[]).map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </SelectLabel>
        {(kind === 'demo' || kind === 'practice') && (
          <TextField
            label="Questions"
            inputMode="numeric"
            value={questions}
            error={errors.questions}
            onChange={(e) => setQuestions(e.target.value)}
          />
        )}
      </Grid>
      <TextField
        label="Description (shown to learners)"
        value={description}
        maxLength={1000}
        error={errors.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      {errors.form && <FormProblem role="alert">Not created: {errors.form}</FormProblem>}
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating…' : 'Create draft paper'}
      </Button>
    </form>
  );
}
