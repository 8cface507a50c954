import { type ChangeEvent, useCallback, useState } from 'react';
import { Button, Link, Spinner, useParams, styled } from '@nism/shared-ui';
import { useAuth } from '@nism/shared-auth';
import { useLoad } from '@nism/shared-hooks';
import { downloadText } from '../../features/import-export/csv/write-export';
import { readTranslationFile, translationsToCsv, type TranslationRecord } from '../../features/import-export/csv/translation-csv';
import { fetchPaperQuestions } from '../../features/papers/api/fetch-paper-questions';
import { fetchPapers } from '../../features/papers/api/fetch-papers';
import { useStaffRole } from '../../features/staff-gate/hooks/use-staff-role';
import {
  fetchPaperTranslations,
  importTranslations,
  setPaperLanguages,
  type TranslationImportResult,
  type TranslationTexts,
} from '../../features/translations/api/paper-translations';
import { TranslationBadge, TranslationEditor } from '../../features/translations/components/TranslationEditor';
import { describeError } from '../../lib/errors';
import { FormProblem, Muted, Section, Toolbar } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StudioPage } from '../../lib/StudioPage';
import { studioPaths } from '../../lib/studio-paths';
import { useSearchParams } from '../../lib/use-search-params';

const Item = styled.li`
  list-style: none;
  margin: 0 0 1.5rem;
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
    display: flex;
    gap: 0.75rem;
    flex-wrap: wrap;
  }
`;

type PendingImport = { rows: ({ id: string } & TranslationTexts)[]; result: TranslationImportResult };

/**
 * A paper's Hindi (issue 51 §4): each question's English beside its translation, its state (not translated, draft,
 * reviewed, out of date), editing, review by a second editor, export and import with a language column, and, for an
 * admin, offering the paper in Hindi, which the database allows only once every question is reviewed.
 */
export default function TranslationsPage() {
  const { paperId = '' } = useParams();
  const [params] = useSearchParams();
  const examId = params.get('exam') ?? '';
  const { user } = useAuth();
  const admin = useStaffRole() === 'admin';
  const translations = useLoad(useCallback(() => fetchPaperTranslations(paperId), [paperId]));
  const english = useLoad(useCallback(() => fetchPaperQuestions(paperId), [paperId]));
  const papers = useLoad(useCallback(() => (examId ? fetchPapers(examId) : Promise.resolve([])), [examId]));
  const paper = papers.data?.find((p) => p.id === paperId);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setBusy(false);
    }
  };
  const exportCsv = () => {
    const records: TranslationRecord[] = (translations.data?.questions ?? []).map((q) => ({
      id: q.id,
      language: 'hi',
      question: q.translation?.question_text ?? '',
      option_a: q.translation?.option_a ?? '',
      option_b: q.translation?.option_b ?? '',
      option_c: q.translation?.option_c ?? '',
      option_d: q.translation?.option_d ?? '',
      explanation: q.translation?.explanation ?? '',
    }));
    downloadText(`${paper?.title ?? 'paper'} (hi).csv`, translationsToCsv(records), 'text/csv;charset=utf-8');
  };
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void act(async () => {
      const parsed = await readTranslationFile(file, 'hi');
      if (!parsed.ok) throw new Error(parsed.message);
      const rows = parsed.rows.map(({ id, question, option_a, option_b, option_c, option_d, explanation }) => ({
        id,
        question_text: question,
        option_a,
        option_b,
        option_c,
        option_d,
        explanation,
      }));
      setPending({ rows, result: await importTranslations(rows, true) });
    });
  };
  const commit = () =>
    act(async () => {
      await importTranslations(pending!.rows, false);
      setPending(null);
      translations.reload();
    });
  const offered = translations.data?.languages.includes('hi') ?? false;
  const toggleOffer = () =>
    act(async () => {
      await setPaperLanguages(paperId, offered ? ['en'] : ['en', 'hi']);
      translations.reload();
    });

  const englishById = new Map((english.data ?? []).map((q) => [q.id, q]));
  const rows = translations.data?.questions ?? [];
  const reviewed = rows.filter((q) => q.translation_status === 'reviewed').length;
  return (
    <StudioPage title={paper ? `Hindi: ${paper.title}` : 'Hindi translation'}>
      <Muted>
        <Link to={studioPaths.papers(examId || undefined)}>Back to papers</Link>
      </Muted>
      {(translations.status === 'loading' || english.status === 'loading') && (
        <Spinner label="Loading the translations…" minHeight="20vh" />
      )}
      {translations.status === 'error' && (
        <LoadError message={`The translations did not load: ${describeError(translations.error)}`} onRetry={translations.reload} />
      )}
      {translations.status === 'ready' && english.status === 'ready' && (
        <>
          <Section as="section" aria-labelledby="translation-summary">
            <h2 id="translation-summary">
              {reviewed} of {rows.length} questions reviewed · {offered ? 'Offered in Hindi' : 'Not offered in Hindi'}
            </h2>
            {translations.data.problem && <Muted>{translations.data.problem}</Muted>}
            <Toolbar>
              <Button type="button" $variant="secondary" onClick={exportCsv}>
                Export translations (CSV)
              </Button>
              <label>
                Import translations (CSV) <input type="file" accept=".csv,text/csv" onChange={chooseFile} disabled={busy} />
              </label>
              {admin && (
                <Button type="button" onClick={() => void toggleOffer()} disabled={busy}>
                  {offered ? 'Stop offering Hindi' : 'Offer this paper in Hindi'}
                </Button>
              )}
            </Toolbar>
            {pending && (
              <div role="status">
                {pending.result.problems.length ? (
                  <FormProblem>
                    The import would write nothing:{' '}
                    {pending.result.problems
                      .slice(0, 10)
                      .map((p) => `row ${p.row + 1}: ${p.message}`)
                      .join('; ')}
                  </FormProblem>
                ) : (
                  <p>
                    {pending.result.rows} translations are ready to import as drafts.{' '}
                    <Button type="button" onClick={() => void commit()} disabled={busy}>
                      Import {pending.result.rows} translations
                    </Button>
                  </p>
                )}
              </div>
            )}
            {problem && <FormProblem role="alert">{problem}</FormProblem>}
          </Section>
          <ol style={{ padding: 0 }}>
            {rows.map((row) => {
              const source = englishById.get(row.id);
              return (
                <Item key={`${row.id}-${row.version}-${row.translation_status}`}>
                  <h2>
                    Question {row.position} <TranslationBadge status={row.translation_status} />
                  </h2>
                  {source && <TranslationEditor row={row} english={source} me={user?.email ?? ''} onChanged={translations.reload} />}
                </Item>
              );
            })}
          </ol>
        </>
      )}
    </StudioPage>
  );
}
