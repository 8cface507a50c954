import type { PreviewQuestion } from '@nism/contracts';
import { type FormEvent, useState } from 'react';
import { Button, TextAreaField, theme, styled } from '@nism/shared-ui';
import { describeError } from '../../../lib/errors';
import { FormProblem, Muted } from '../../../lib/layout';
import {
  reviewTranslation,
  saveTranslation,
  type PaperTranslationRow,
  type TranslationStatus,
  type TranslationTexts,
} from '../api/paper-translations';

/** The English question beside it: what the translation must say (the studio's paper questions carry it). */
export type EnglishQuestion = Omit<PreviewQuestion, 'marks' | 'case'>;

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 960px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const English = styled.div`
  p,
  li {
    white-space: pre-line;
  }
  ol {
    list-style: upper-alpha;
    padding-left: 1.5rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const STATUS_TEXT: Record<TranslationStatus, string> = {
  missing: 'Not translated',
  draft: 'Draft: needs review',
  reviewed: 'Reviewed',
  outdated: 'Out of date: the English changed',
};
const STATUS_COLOR: Record<TranslationStatus, string> = {
  missing: theme.colors.danger,
  draft: '#92400e',
  reviewed: theme.colors.success,
  outdated: theme.colors.danger,
};

const Badge = styled.span<{ $status: TranslationStatus }>`
  font-weight: 600;
  color: ${(p) => STATUS_COLOR[p.$status]};
`;

export function TranslationBadge({ status }: { status: TranslationStatus }) {
  return <Badge $status={status}>{STATUS_TEXT[status]}</Badge>;
}

const FIELDS: [keyof TranslationTexts, string][] = [
  ['question_text', 'Question (Hindi)'],
  ['option_a', 'Option A (Hindi)'],
  ['option_b', 'Option B (Hindi)'],
  ['option_c', 'Option C (Hindi)'],
  ['option_d', 'Option D (Hindi)'],
  ['explanation', 'Explanation (Hindi)'],
];

const empty: TranslationTexts = { question_text: '', option_a: '', option_b: '', option_c: '', option_d: '', explanation: '' };

/**
 * One question's English and its Hindi side by side: the Hindi is edited and saved as a draft of the question's
 * current version; another editor marks it reviewed (the database refuses its writer).
 */
export function TranslationEditor({
  row,
  english,
  me,
  onChanged,
}: {
  row: PaperTranslationRow;
  english: EnglishQuestion;
  me: string;
  onChanged: () => void;
}) {
  const [texts, setTexts] = useState<TranslationTexts>(() => (row.translation ? { ...empty, ...pick(row.translation) } : empty));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      onChanged();
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(() => saveTranslation(row.id, texts));
  };
  const ownDraft = row.translation_status === 'draft' && row.translation?.translated_by.toLowerCase() === me.toLowerCase();
  const reviewable = row.translation_status === 'draft' && !ownDraft;
  return (
    <Columns>
      <English lang="en">
        <p>{english.question_text}</p>
        <ol>
          {(['A', 'B', 'C', 'D'] as const).map((letter) => (
            <li key={letter}>
              {english[`option_${letter.toLowerCase()}` as 'option_a']}
              {english.correct_option === letter && <strong> (key)</strong>}
            </li>
          ))}
        </ol>
        <Muted>{english.explanation}</Muted>
      </English>
      <form onSubmit={save} lang="hi" aria-label={`Hindi of question ${row.position}`}>
        {FIELDS.map(([field, label]) => (
          <TextAreaField
            key={field}
            label={label}
            lang="hi"
            rows={field === 'explanation' || field === 'question_text' ? 3 : 1}
            value={texts[field]}
            onChange={(e) => setTexts((t) => ({ ...t, [field]: e.target.value }))}
          />
        ))}
        {problem && <FormProblem role="alert">{problem}</FormProblem>}
        <Actions>
          <Button type="submit" disabled={busy}>
            Save translation
          </Button>
          {reviewable && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              onClick={() => void run(() => reviewTranslation(row.id, row.version))}
            >
              Mark reviewed
            </Button>
          )}
          {ownDraft && <Muted>You wrote this translation: another editor reviews it.</Muted>}
          {row.translation?.reviewed_by && row.translation_status === 'reviewed' && (
            <Muted>Reviewed by {row.translation.reviewed_by}</Muted>
          )}
        </Actions>
      </form>
    </Columns>
  );
}

const pick = ({ question_text, option_a, option_b, option_c, option_d, explanation }: TranslationTexts): TranslationTexts => ({
  question_text,
  option_a,
  option_b,
  option_c,
  option_d,
  explanation,
});
