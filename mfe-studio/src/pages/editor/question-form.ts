// The editor's form: its values, the client checks that mirror the server's (save_question refuses the same with
// 22023), and the mapping from a server message to the field it names.
import type { PreviewQuestion } from '@nism/contracts';
import { ANSWER_KEYS, type AnswerKey, type QuestionInput, type StudioQuestion } from '../../features/questions/api/types';

export interface QuestionForm {
  exam_id: string;
  paper_id: string;
  /** '' = not part of a case. */
  case_id: string;
  topic: string;
  marks: '1' | '2';
  question_text: string;
  option_a: string;
  option_b: string;
  option_c: string;
  option_d: string;
  correct_option: AnswerKey | '';
  explanation: string;
}

export type FormField = keyof QuestionForm;
export type FormErrors = Partial<Record<FormField, string>>;

export const OPTION_FIELDS = ['option_a', 'option_b', 'option_c', 'option_d'] as const;

/** The fields in the order the form shows them (the error summary follows it). */
export const FIELD_ORDER: FormField[] = [
  'exam_id',
  'paper_id',
  'case_id',
  'topic',
  'marks',
  'question_text',
  ...OPTION_FIELDS,
  'correct_option',
  'explanation',
];

export const FIELD_LABELS: Record<FormField, string> = {
  exam_id: 'Exam',
  paper_id: 'Paper',
  case_id: 'Case',
  topic: 'Topic',
  marks: 'Marks',
  question_text: 'Question text',
  option_a: 'Option A',
  option_b: 'Option B',
  option_c: 'Option C',
  option_d: 'Option D',
  correct_option: 'Correct answer',
  explanation: 'Explanation',
};

/** The id of a field's control, for labels and the error summary's links. */
export const fieldId = (field: FormField) => `question-${field.replace('_', '-')}`;

export const EMPTY_FORM: QuestionForm = {
  exam_id: '',
  paper_id: '',
  case_id: '',
  topic: '',
  marks: '1',
  question_text: '',
  option_a: '',
  option_b: '',
  option_c: '',
  option_d: '',
  correct_option: '',
  explanation: '',
};

export function formFromQuestion(q: StudioQuestion): QuestionForm {
  const key = q.correct_option && (ANSWER_KEYS as readonly string[]).includes(q.correct_option) ? (q.correct_option as AnswerKey) : '';
  return {
    exam_id: q.exam_id,
    paper_id: q.paper_id,
    case_id: q.case_id ?? '',
    topic: q.topic ?? '',
    marks: q.marks === 2 ? '2' : '1',
    question_text: q.question_text ?? '',
    option_a: q.option_a ?? '',
    option_b: q.option_b ?? '',
    option_c: q.option_c ?? '',
    option_d: q.option_d ?? '',
    correct_option: key,
    explanation: q.explanation ?? '',
  };
}

const blank = (value: string) => value.trim() === '';
const letter = (field: (typeof OPTION_FIELDS)[number]) => field.slice(-1).toUpperCase();

/** What the server would refuse, field by field; empty when the question can be saved. */
export function validateQuestion(form: QuestionForm): FormErrors {
  const errors: FormErrors = {};
  if (blank(form.exam_id)) errors.exam_id = 'Choose an exam';
  if (blank(form.paper_id)) errors.paper_id = 'Choose a paper';
  if (blank(form.topic)) errors.topic = 'Choose a topic';
  if (form.marks !== '1' && form.marks !== '2') errors.marks = 'Marks are 1 or 2';
  if (blank(form.question_text)) errors.question_text = 'Enter the question text';
  const seen = new Map<string, string>();
  for (const field of OPTION_FIELDS) {
    const text = form[field].trim().toLowerCase();
    if (!text) errors[field] = `Enter option ${letter(field)}`;
    else if (seen.has(text))
      errors[field] = `Option ${letter(field)} is the same as option ${seen.get(text)}: the four options must differ`;
    else seen.set(text, letter(field));
  }
  if (!form.correct_option) errors.correct_option = 'Choose the correct answer';
  if (blank(form.explanation)) errors.explanation = 'Enter an explanation';
  return errors;
}

/** What save_question receives (call only once validateQuestion found nothing). */
export function toInput(form: QuestionForm): QuestionInput {
  return {
    paper_id: form.paper_id,
    question_text: form.question_text.trim(),
    option_a: form.option_a.trim(),
    option_b: form.option_b.trim(),
    option_c: form.option_c.trim(),
    option_d: form.option_d.trim(),
    correct_option: form.correct_option as AnswerKey,
    explanation: form.explanation.trim(),
    topic: form.topic,
    marks: Number(form.marks),
    case_id: form.case_id || null,
  };
}

// The server's 22023 message names the field (its column or its CSV name).
const SERVER_FIELDS: [RegExp, FormField][] = [
  [/option[_ ]?a\b/i, 'option_a'],
  [/option[_ ]?b\b/i, 'option_b'],
  [/option[_ ]?c\b/i, 'option_c'],
  [/option[_ ]?d\b/i, 'option_d'],
  [/correct[_ ]option|\banswer\b|\bkey\b/i, 'correct_option'],
  [/question[_ ]text|\bquestion\b/i, 'question_text'],
  [/explanation/i, 'explanation'],
  [/topic/i, 'topic'],
  [/marks/i, 'marks'],
  [/case/i, 'case_id'],
  [/paper/i, 'paper_id'],
  [/exam/i, 'exam_id'],
];

/** The field a server refusal names, if any: its key in parentheses ("Option C (option_c) is …"), else a word. */
export function fieldOfServerMessage(message: string): FormField | undefined {
  const named = /\(([a-z_]+)\)/.exec(message)?.[1];
  if (named && named in FIELD_LABELS) return named as FormField;
  return SERVER_FIELDS.find(([pattern]) => pattern.test(message))?.[1];
}

/** The form as the testing remote's preview draws it. */
export function toPreview(form: QuestionForm, caseInfo: PreviewQuestion['case']): PreviewQuestion {
  return {
    question_text: form.question_text,
    option_a: form.option_a,
    option_b: form.option_b,
    option_c: form.option_c,
    option_d: form.option_d,
    correct_option: form.correct_option,
    explanation: form.explanation,
    marks: Number(form.marks) || 1,
    case: caseInfo,
  };
}

/** The form as plain text, to copy from after loading someone else's version. */
export function formAsText(form: QuestionForm): string {
  return [
    `Question: ${form.question_text}`,
    ...OPTION_FIELDS.map((field) => `${letter(field)}: ${form[field]}`),
    `Answer: ${form.correct_option || '(none)'}`,
    `Explanation: ${form.explanation}`,
    `Topic: ${form.topic}`,
    `Marks: ${form.marks}`,
  ].join('\n');
}
