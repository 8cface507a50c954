// The catalog's database texts in the page's language (platform's textTranslations, docs/i18n.md): an exam's
// description, its information page's texts and its plans' benefit lines. Names stay as the database has them
// (the examinations' official English names); a text without a reviewed translation stays English.
import { translateText, type TextTranslations } from '@nism/platform';
import type { ExamInfoRow, ExamPlanRow, ExamRow } from '@nism/db-types';

export function translateExam(exam: ExamRow, translations: TextTranslations): ExamRow {
  return { ...exam, description: translateText(translations, exam.description) };
}

export function translateExamInfo(info: ExamInfoRow, translations: TextTranslations): ExamInfoRow {
  const t = (text: string) => translateText(translations, text);
  return {
    ...info,
    certification_levels: t(info.certification_levels),
    requirement: t(info.requirement),
    aim: t(info.aim),
    objectives: info.objectives.map(t),
    structure: info.structure.map((row) => ({ ...row, section: t(row.section) })),
  };
}

/** A plan's benefit lines ('|'-separated), each translated on its own. */
export function translatePlan(plan: ExamPlanRow, translations: TextTranslations): ExamPlanRow {
  const lines = plan.description.split('|').map((line) => translateText(translations, line.trim()));
  return { ...plan, description: lines.join('|') };
}
