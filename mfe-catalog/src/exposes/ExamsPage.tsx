export { default, prefetchExamsPage as prefetch } from '../pages/exams/ExamsPage';
export { contractVersion } from './contract';
