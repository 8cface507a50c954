import type { Locale } from '@nism/contracts';
import type { ExamRow } from '@nism/db-types';
import { inLanguage, type PageRead } from '../../../lib/prefetch';
import { fetchNismExams } from './fetch-nism-exams';
import { translateExam } from './translate-texts';

/** The exam list as the Home and Exams pages read it (early, prerendered, then afresh), in the page's language. */
export const nismExamsRead = (locale: Locale): PageRead<ExamRow[]> =>
  inLanguage({ key: 'exams', load: fetchNismExams }, locale, (exams, translations) =>
    exams.map((exam) => translateExam(exam, translations)),
  );
