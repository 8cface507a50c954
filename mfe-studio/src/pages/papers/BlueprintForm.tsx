import { useState, type FormEvent } from 'react';
import { Button, notify, Table, TextField, theme, styled } from '@nism/shared-ui';
import { saveExamFacts } from '../../features/papers/api/save-exam-facts';
import type { BlueprintSection, ExamFacts } from '../../features/papers/api/types';
import { describeError } from '../../lib/errors';
import { FormProblem, Muted, TableBlock } from '../../lib/layout';

const Facts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 1rem;
  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Num = styled.input`
  font: inherit;
  width: 4rem;
  min-height: 44px;
  padding: 0.4rem 0.5rem;
  border: 1px solid ${theme.colors.inputBorder};
  border-radius: 8px;
`;

const whole = (value: string, min: number, max: number) => /^\d+$/.test(value.trim()) && +value >= min && +value <= max;

/** What is wrong with the values, one sentence per field (the database makes the same checks). */
export function blueprintProblems(duration: string, pass: string, negative: string, sections: BlueprintSection[]) {
  const problems: Record<string, string> = {};
  if (!whole(duration, 1, 600)) problems.duration = 'The duration is a whole number of minutes, 1 to 600';
  if (!whole(pass, 1, 100)) problems.pass = 'The pass mark is a whole percentage, 1 to 100';
  if (!whole(negative, 0, 100)) problems.negative = 'Negative marking is a whole percentage of a question’s marks, 0 to 100';
  sections.forEach((s, i) => {
    const counts = s.kind === 'case' ? [s.cases, s.questions_per_case] : [s.questions];
    if (![...counts, s.marks_each].every((n) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 999) || s.marks_each > 9)
      problems[`section-${i}`] = `${s.section}: every number is a whole number of at least 1 (marks each at most 9)`;
  });
  return problems;
}

/** An exam's blueprint: admins change its duration, pass mark, negative marking and section sizes; editors read it. */
export function BlueprintForm({
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
  const [duration, setDuration] = useState(String(facts.duration_minutes));
  const [pass, setPass] = useState(String(facts.passing_score_percent));
  const [negative, setNegative] = useState(String(facts.negative_marking_percent));
  const [sections, setSections] = useState(facts.structure);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (i: number, key: 'questions' | 'marks_each' | 'cases' | 'questions_per_case', value: string) =>
    setSections((all) =>
      all.map((s, n) => {
        if (n !== i) return s;
        const next = { ...s, [key]: Number(value) };
        if (next.kind === 'case') next.questions = (next.cases ?? 0) * (next.questions_per_case ?? 0);
        return { ...next, marks: next.questions * next.marks_each };
      }),
    );
  const total = sections.reduce((sum, s) => sum + s.questions * s.marks_each, 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = blueprintProblems(duration, pass, negative, sections);
    setErrors(problems);
    setServerError(undefined);
    if (Object.keys(problems).length) return;
    setBusy(true);
    try {
      await saveExamFacts(examId, {
        durationMinutes: +duration,
        passingScorePercent: +pass,
        negativeMarkingPercent: +negative,
        structure: sections,
      });
      notify.success('Blueprint saved', 'The next attempt submitted is marked with it; earlier results keep theirs.');
      onSaved();
    } catch (error) {
      setServerError(describeError(error));
    } finally {
      setBusy(false);
    }
  };

  const number = (label: string, value: number, i: number, key: 'questions' | 'marks_each' | 'cases' | 'questions_per_case') =>
    admin ? (
      <Num
        type="number"
        min={1}
        aria-label={label}
        value={Number.isFinite(value) ? value : ''}
        onChange={(e) => change(i, key, e.target.value)}
      />
    ) : (
      value
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Blueprint">
      <Facts>
        <TextField
          label="Duration (minutes)"
          inputMode="numeric"
          value={duration}
          readOnly={!admin}
          error={errors.duration}
          onChange={(e) => setDuration(e.target.value)}
        />
        <TextField
          label="Pass mark (%)"
          inputMode="numeric"
          value={pass}
          readOnly={!admin}
          error={errors.pass}
          onChange={(e) => setPass(e.target.value)}
        />
        <TextField
          label="Negative marking (% of a question’s marks)"
          inputMode="numeric"
          value={negative}
          readOnly={!admin}
          error={errors.negative}
          onChange={(e) => setNegative(e.target.value)}
        />
      </Facts>
      <TableBlock>
        <Table $stacked aria-label="Sections">
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Caselets × questions</th>
              <th scope="col">Questions</th>
              <th scope="col">Marks each</th>
              <th scope="col">Marks</th>
            </tr>
          </thead>
          <tbody>
            {sections.map((s, i) => (
              <tr key={s.section}>
                <td>{s.section}</td>
                <td data-label="Caselets × questions">
                  {s.kind === 'case' ? (
                    <>
                      {number(`${s.section}: caselets`, s.cases ?? 0, i, 'cases')} ×{' '}
                      {number(`${s.section}: questions in each`, s.questions_per_case ?? 0, i, 'questions_per_case')}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label="Questions">
                  {s.kind === 'case' ? s.questions : number(`${s.section}: questions`, s.questions, i, 'questions')}
                </td>
                <td data-label="Marks each">{number(`${s.section}: marks each`, s.marks_each, i, 'marks_each')}</td>
                <td data-label="Marks">{s.questions * s.marks_each}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={4}>
                <strong>Total marks</strong>
              </td>
              <td data-label="Total marks">
                <strong>{total}</strong>
              </td>
            </tr>
          </tfoot>
        </Table>
      </TableBlock>
      {Object.entries(errors)
        .filter(([key]) => key.startsWith('section-'))
        .map(([key, message]) => (
          <FormProblem key={key} role="alert">
            {message}
          </FormProblem>
        ))}
      {serverError && <FormProblem role="alert">Not saved: {serverError}</FormProblem>}
      {admin ? (
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save blueprint'}
        </Button>
      ) : (
        <Muted>Only an admin can change an exam’s blueprint.</Muted>
      )}
    </form>
  );
}
