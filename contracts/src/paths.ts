import { catalog } from './catalog';
import { content } from './content';
import { withNext } from './next-param';
import { buildPath } from './route';
import { shell } from './shell';
import { studio } from './studio';
import { testing } from './testing';

/* The URL of every page of the site: `paths.plans(examId)`. Every link across apps is built here, never written as a
   string. One export per page (imported as the `paths` namespace), so an app's bundle keeps only the builders it uses,
   and only the contracts those name: each builder reads its contract itself (a module-level alias such as
   `const c = catalog.pages` would keep every contract in every bundle: issue 30). */

export const home = () => catalog.pages['./HomePage'];
export const exams = () => catalog.pages['./ExamsPage'];
export const examInfo = (examId: string) => buildPath(catalog.pages['./ExamInfoPage'], { examId });
export const plans = (examId: string) => buildPath(catalog.pages['./PlansPage'], { examId });
export const examDetail = (examId: string) => buildPath(testing.pages['./ExamDetailPage'], { examId });
export const attempt = (examId: string, testId: string, attemptId: string) =>
  buildPath(testing.pages['./AttemptPage'], { examId, testId, attemptId });
export const results = (examId: string, testId: string, attemptId: string) =>
  buildPath(testing.pages['./ResultsPage'], { examId, testId, attemptId });
export const progress = (examId: string) => buildPath(testing.pages['./ProgressPage'], { examId });
/** The plans page, opened for the free demo (Try Free): the login page says what the sign-in is for. */
export const plansForDemo = (examId: string) => `${plans(examId)}?plan=free`;
/** Practice of the learner's mistakes, or of one topic with `topic`. */
export const practice = (examId: string, topic?: string) =>
  buildPath(testing.pages['./PracticePage'], { examId }) + (topic ? `?topic=${encodeURIComponent(topic)}` : '');
/** Today's spaced review of an exam: the learner's due wrong, guessed and bookmarked questions (the practice page). */
export const review = (examId: string) => `${buildPath(testing.pages['./PracticePage'], { examId })}?mode=review`;
export const blogs = () => content.pages['./BlogsPage'];
export const blogPost = (slug: string) => buildPath(content.pages['./BlogPostPage'], { slug });
export const terms = () => content.pages['./TermsPage'];
export const privacy = () => content.pages['./PrivacyPage'];
export const refundPolicy = () => content.pages['./RefundPolicyPage'];
export const contact = () => content.pages['./ContactPage'];
/** The login page; `next` (this site's path) is where the learner goes after signing in or up (`safeNext`). */
export const login = (next?: string | null) => withNext(shell.routes.login, next);
export const register = (next?: string | null) => withNext(shell.routes.register, next);
export const resetPassword = (next?: string | null) => withNext(shell.routes.resetPassword, next);
export const account = () => shell.routes.account;
/** The page that uses a mailed code: from the mail's link (with its token hash), or typed. */
export const confirm = () => shell.routes.confirm;
/** The content studio (staff only); it routes its own pages below this path. */
export const studioHome = () => studio.pages['./StudioApp'].slice(0, -2);
