import { catalog } from './catalog';
import { content } from './content';
import { buildPath } from './route';
import { shell } from './shell';
import { testing } from './testing';

const c = catalog.pages;
const t = testing.pages;
const k = content.pages;

/** The URL of every page of the site. Every link across apps is built here, never written as a string. */
export const paths = {
  home: () => c['./HomePage'],
  exams: () => c['./ExamsPage'],
  examInfo: (examId: string) => buildPath(c['./ExamInfoPage'], { examId }),
  plans: (examId: string) => buildPath(c['./PlansPage'], { examId }),
  examDetail: (examId: string) => buildPath(t['./ExamDetailPage'], { examId }),
  attempt: (examId: string, testId: string, attemptId: string) => buildPath(t['./AttemptPage'], { examId, testId, attemptId }),
  results: (examId: string, testId: string, attemptId: string) => buildPath(t['./ResultsPage'], { examId, testId, attemptId }),
  blogs: () => k['./BlogsPage'],
  blogPost: (slug: string) => buildPath(k['./BlogPostPage'], { slug }),
  terms: () => k['./TermsPage'],
  privacy: () => k['./PrivacyPage'],
  refundPolicy: () => k['./RefundPolicyPage'],
  contact: () => k['./ContactPage'],
  login: () => shell.routes.login,
  register: () => shell.routes.register,
  resetPassword: () => shell.routes.resetPassword,
} as const;
