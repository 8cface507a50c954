import { paths } from '@nism/contracts';

/** The studio's own pages, below paths.studioHome() (the shell renders the studio for every path under it). */
const home = paths.studioHome();

export const studioPaths = {
  questions: (search = '') => home + (search ? `?${search}` : ''),
  question: (id: string, { fix = false } = {}) => `${home}/questions/${encodeURIComponent(id)}${fix ? '?fix=1' : ''}`,
  newQuestion: () => `${home}/questions/new`,
  papers: (examId?: string) => `${home}/papers${examId ? `?exam=${encodeURIComponent(examId)}` : ''}`,
  paperPreview: (examId: string, paperId: string) =>
    `${home}/papers/${encodeURIComponent(paperId)}/preview?exam=${encodeURIComponent(examId)}`,
  paperTranslations: (examId: string, paperId: string) =>
    `${home}/papers/${encodeURIComponent(paperId)}/translations?exam=${encodeURIComponent(examId)}`,
  itemAnalysis: (examId: string, paperId: string) =>
    `${home}/papers/${encodeURIComponent(paperId)}/analysis?exam=${encodeURIComponent(examId)}`,
  import: () => `${home}/import`,
  siteTexts: () => `${home}/site-texts`,
  reports: () => `${home}/reports`,
  messages: () => `${home}/messages`,
  audit: () => `${home}/audit`,
  staff: () => `${home}/staff`,
  operations: () => `${home}/operations`,
};
