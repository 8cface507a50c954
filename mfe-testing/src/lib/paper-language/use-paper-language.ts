import { useCallback, useEffect, useState } from 'react';
import { notify, useLocale } from '@nism/shared-ui';
import { fetchAttemptTranslations, saveAttemptLanguage, type QuestionTranslation } from './attempt-translations';

export type PaperLanguage = 'en' | 'hi';

export interface PaperLanguageState {
  /** The paper offers Hindi beside English. */
  bilingual: boolean;
  /** The whole paper's language. */
  language: PaperLanguage;
  setLanguage: (language: PaperLanguage) => void;
  /** The language one question shows in: the paper's, unless the learner switched that question. */
  languageOf: (questionId: string) => PaperLanguage;
  toggleQuestion: (questionId: string) => void;
  /** The question's Hindi texts, once loaded (absent: shown in English). */
  translation: (questionId: string) => QuestionTranslation | undefined;
  loading: boolean;
}

/**
 * The paper's language and each question's (issue 51 §4), in the attempt and its results. A bilingual paper opens in
 * the attempt's language, or the site's when the learner has not chosen one; the Hindi is read once, when first shown. The answers are option letters and never
 * depend on it. A failed read keeps the paper in English and says so.
 */
export function usePaperLanguage(
  attemptId: string,
  languages: readonly string[] | undefined,
  attemptLanguage: string | null | undefined,
): PaperLanguageState {
  const siteLocale = useLocale();
  const bilingual = !!languages?.includes('hi');
  // Until the learner chooses, the attempt's own choice, or the site's language for an attempt that has none.
  const [chosen, setPaperLanguage] = useState<PaperLanguage | null>(null);
  const language: PaperLanguage = !bilingual
    ? 'en'
    : (chosen ?? (attemptLanguage === 'hi' || attemptLanguage === 'en' ? attemptLanguage : siteLocale === 'hi' ? 'hi' : 'en'));
  const [switched, setSwitched] = useState<ReadonlySet<string>>(() => new Set());
  const [translations, setTranslations] = useState<Map<string, QuestionTranslation> | null>(null);
  const [loading, setLoading] = useState(false);
  const wanted = bilingual && (language === 'hi' || switched.size > 0);

  useEffect(() => {
    if (!wanted || translations || loading) return;
    setLoading(true);
    fetchAttemptTranslations(attemptId, 'hi').then(
      (loaded) => {
        setTranslations(loaded);
        setLoading(false);
      },
      () => {
        setLoading(false);
        setPaperLanguage('en');
        setSwitched(new Set());
        notify.error('The Hindi questions could not be loaded. The paper stays in English; your answers are safe.');
      },
    );
  }, [wanted, translations, loading, attemptId]);

  const setLanguage = useCallback(
    (next: PaperLanguage) => {
      setPaperLanguage(next);
      setSwitched(new Set());
      // Results and review open in it; a failure keeps only that, and the paper works on.
      saveAttemptLanguage(attemptId, next).catch(() => undefined);
    },
    [attemptId],
  );
  const languageOf = useCallback(
    (questionId: string): PaperLanguage => (switched.has(questionId) ? (language === 'hi' ? 'en' : 'hi') : language),
    [switched, language],
  );
  const toggleQuestion = useCallback((questionId: string) => {
    setSwitched((current) => {
      const next = new Set(current);
      if (!next.delete(questionId)) next.add(questionId);
      return next;
    });
  }, []);
  const translation = useCallback((questionId: string) => translations?.get(questionId), [translations]);
  return { bilingual, language, setLanguage, languageOf, toggleQuestion, translation, loading };
}
