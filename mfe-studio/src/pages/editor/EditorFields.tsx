import type { ReactNode } from 'react';
import { TextAreaField, TextField, theme, styled } from '@nism/shared-ui';
import type { StudioOptions } from '../../features/questions/api/types';
import { ANSWER_KEYS } from '../../features/questions/api/types';
import { fieldId, OPTION_FIELDS, type FormErrors, type FormField, type QuestionForm } from './question-form';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 1rem;
  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 0.35rem;
`;

const SelectInput = styled.select`
  font: inherit;
  width: 100%;
  min-height: 44px;
  padding: 0.6rem 0.7rem;
  border: 1px solid ${theme.colors.inputBorder};
  border-radius: 8px;
  background: #fff;
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const FieldBox = styled.div`
  margin-bottom: 1rem;
`;

const Error = styled.p`
  color: ${theme.colors.danger};
  margin: 0.35rem 0 0;
  font-size: 0.9rem;
`;

const Hint = styled.p`
  color: ${theme.colors.muted};
  margin: 0.35rem 0 0;
  font-size: 0.9rem;
`;

const Keys = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: 8px;
  padding: 0.5rem 1rem 0.75rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.5rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    font-weight: 600;
  }
  input {
    width: 1.15rem;
    height: 1.15rem;
    accent-color: ${theme.colors.primary};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

interface SelectProps {
  field: FormField;
  label: string;
  value: string;
  errors: FormErrors;
  disabled?: boolean;
  hint?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function Select({ field, label, value, errors, disabled, hint, onChange, children }: SelectProps) {
  const id = fieldId(field);
  const error = errors[field];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      <SelectInput
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </SelectInput>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <Error id={`${id}-error`}>{error}</Error>}
    </FieldBox>
  );
}

/** The editor's fields: where the question sits (exam → paper → case, topic, marks), its text, options, key and explanation. */
export function EditorFields({
  form,
  errors,
  options,
  paperFixed,
  onChange,
}: {
  form: QuestionForm;
  errors: FormErrors;
  options: StudioOptions;
  /** A saved question stays in its paper (its position and attempts belong to it). */
  paperFixed: boolean;
  onChange: (patch: Partial<QuestionForm>) => void;
}) {
  const exam = options.exams.find((e) => e.id === form.exam_id);
  const paper = exam?.papers.find((p) => p.id === form.paper_id);
  const topics = exam ? [...exam.topics] : [];
  if (form.topic && !topics.includes(form.topic)) topics.unshift(form.topic);

  return (
    <>
      <Grid>
        <Select
          field="exam_id"
          label="Exam"
          value={form.exam_id}
          errors={errors}
          disabled={paperFixed}
          onChange={(exam_id) => onChange({ exam_id, paper_id: '', case_id: '', topic: '' })}
        >
          <option value="">Choose an exam</option>
          {options.exams.map((e) => (
            <option key={e.id} value={e.id}>
              {e.name}
            </option>
          ))}
        </Select>
        <Select
          field="paper_id"
          label="Paper"
          value={form.paper_id}
          errors={errors}
          disabled={paperFixed || !exam}
          hint={paperFixed ? 'A saved question stays in its paper.' : undefined}
          onChange={(paper_id) => onChange({ paper_id, case_id: '' })}
        >
          <option value="">{exam ? 'Choose a paper' : 'Choose an exam first'}</option>
          {exam?.papers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </Select>
        <Select
          field="case_id"
          label="Case"
          value={form.case_id}
          errors={errors}
          disabled={!paper}
          onChange={(case_id) => onChange({ case_id })}
        >
          <option value="">No case (a stand-alone question)</option>
          {paper?.cases.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </Select>
        <Select field="topic" label="Topic" value={form.topic} errors={errors} disabled={!exam} onChange={(topic) => onChange({ topic })}>
          <option value="">{exam ? 'Choose a topic' : 'Choose an exam first'}</option>
          {topics.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </Select>
        <Select
          field="marks"
          label="Marks"
          value={form.marks}
          errors={errors}
          onChange={(marks) => onChange({ marks: marks as QuestionForm['marks'] })}
        >
          <option value="1">1 mark</option>
          <option value="2">2 marks</option>
        </Select>
      </Grid>
      <TextAreaField
        id={fieldId('question_text')}
        label="Question text"
        rows={4}
        value={form.question_text}
        error={errors.question_text}
        onChange={(e) => onChange({ question_text: e.target.value })}
      />
      {OPTION_FIELDS.map((field) => (
        <TextField
          key={field}
          id={fieldId(field)}
          label={`Option ${field.slice(-1).toUpperCase()}`}
          value={form[field]}
          error={errors[field]}
          onChange={(e) => onChange({ [field]: e.target.value })}
        />
      ))}
      <Keys
        id={fieldId('correct_option')}
        tabIndex={-1}
        aria-invalid={errors.correct_option ? true : undefined}
        aria-describedby={errors.correct_option ? `${fieldId('correct_option')}-error` : undefined}
      >
        <legend>Correct answer</legend>
        <div>
          {ANSWER_KEYS.map((key) => (
            <label key={key}>
              <input
                type="radio"
                name="correct_option"
                value={key}
                checked={form.correct_option === key}
                onChange={() => onChange({ correct_option: key })}
              />
              {key}
            </label>
          ))}
        </div>
        {errors.correct_option && <Error id={`${fieldId('correct_option')}-error`}>{errors.correct_option}</Error>}
      </Keys>
      <TextAreaField
        id={fieldId('explanation')}
        label="Explanation"
        rows={4}
        value={form.explanation}
        error={errors.explanation}
        onChange={(e) => onChange({ explanation: e.target.value })}
      />
    </>
  );
}
