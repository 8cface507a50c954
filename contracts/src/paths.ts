import { catalog } from './catalog';
import { content } from './content';
import { buildPath } from './route';
import { shell } from './shell';
import { studio } from './studio';
import { testing } from './testing';

const c = catalog.pages;
const t = testing.pages;
const k = content.pages;

/* The URL of every page of the site: `paths.plans(examId)`. Every link across apps is built here, never written as a
   string. One export per page (imported as the `paths` namespace), so an app's bundle keeps only the builders it uses. */
export const home = () => c['./HomePage'];
export const exams = () => c['./ExamsPage'];
export const examInfo = (examId: string) => buildPath(c['./ExamInfoPage'], { examId });
export const plans = (examId: string) => buildPath(c['./PlansPage'], { examId });
export const examDetail = (examId: string) => buildPath(t['./ExamDetailPage'], { examId });
export const attempt = (examId: string, testId: string, attemptId: string) => buildPath(t['./AttemptPage'], { examId, testId, attemptId });
export const results = (examId: string, testId: string, attemptId: string) => buildPath(t['./ResultsPage'], { examId, testId, attemptId });
export const progress = (examId: string) => buildPath(t['./ProgressPage'], { examId });
/** Practice of the learner's mistakes, or of one topic with `topic`. */
export const practice = (examId: string, topic?: string) =>
  buildPath(t['./PracticePage'], { examId }) + (topic ? `?topic=${encodeURIComponent(topic)}` : '');
export const blogs = () => k['./BlogsPage'];
export const blogPost = (slug: string) => buildPath(k['./BlogPostPage'], { slug });
export const terms = () => k['./TermsPage'];
export const privacy = () => k['./PrivacyPage'];
export const refundPolicy = () => k['./RefundPolicyPage'];
export const contact = () => k['./ContactPage'];
export const login = () => shell.routes.login;
export const register = () => shell.routes.register;
export const resetPassword = () => shell.routes.resetPassword;
export const account = () => shell.routes.account;
/** The content studio (staff only); it routes its own pages below this path. */
export const studioHome = () => studio.pages['./StudioApp'].slice(0, -2);
