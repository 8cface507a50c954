export { default, prefetchExamsPage as prefetch, prerenderExamsPage as prerender } from '../pages/exams/ExamsPage';
export { contractVersion } from './contract';
