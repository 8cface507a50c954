export { default, prefetchExamInfoPage as prefetch, prerenderExamInfoPage as prerender } from '../pages/exam-info/ExamInfoPage';
export { contractVersion } from './contract';
