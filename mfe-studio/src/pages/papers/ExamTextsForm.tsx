import { useState, type FormEvent } from 'react';
import { Button, notify, TextAreaField, TextField } from '@nism/shared-ui';
import { saveExamTexts } from '../../features/papers/api/save-exam-texts';
import type { ExamFacts } from '../../features/papers/api/types';
import { describeError } from '../../lib/errors';
import { FormProblem, Muted } from '../../lib/layout';

/**
 * The exam information page's texts. Admins change them; the database refuses a text that states a number of
 * questions, marks, minutes or a percentage the blueprint does not have. Editors read them.
 */
export function ExamTextsForm({
  examId,
  facts,
  admin,
  onSaved,
}: {
  examId: string;
  facts: ExamFacts;
  admin: boolean;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(facts.title);
  const [levels, setLevels] = useState(facts.certification_levels);
  const [requirement, setRequirement] = useState(facts.requirement);
  const [aim, setAim] = useState(facts.aim);
  const [objectives, setObjectives] = useState(facts.objectives.join('\n'));
  const [errors, setErrors] = useState<Partial<Record<'title' | 'objectives' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = objectives
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const problems: typeof errors = {};
    if (!title.trim()) problems.title = 'Give the exam a title';
    if (!lines.length) problems.objectives = 'Give at least one objective, one a line';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await saveExamTexts(examId, { title, certificationLevels: levels, requirement, aim, objectives: lines });
      notify.success(
        'Exam information saved',
        'The information page shows it at its next prerender, and at once to a visitor whose page reads it afresh.',
      );
      onSaved();
    } catch (error) {
      setErrors({ form: describeError(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Exam information">
      <TextField
        label="Title"
        value={title}
        readOnly={!admin}
        maxLength={200}
        error={errors.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextAreaField label="Certification levels" value={levels} readOnly={!admin} rows={2} onChange={(e) => setLevels(e.target.value)} />
      <TextAreaField label="Requirement" value={requirement} readOnly={!admin} rows={2} onChange={(e) => setRequirement(e.target.value)} />
      <TextAreaField label="Aim" value={aim} readOnly={!admin} rows={3} onChange={(e) => setAim(e.target.value)} />
      <TextAreaField
        label="Objectives (one a line)"
        value={objectives}
        readOnly={!admin}
        rows={5}
        error={errors.objectives}
        onChange={(e) => setObjectives(e.target.value)}
      />
      {errors.form && <FormProblem role="alert">Not saved: {errors.form}</FormProblem>}
      {admin ? (
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save information'}
        </Button>
      ) : (
        <Muted>Only an admin can change an exam’s information.</Muted>
      )}
    </form>
  );
}
