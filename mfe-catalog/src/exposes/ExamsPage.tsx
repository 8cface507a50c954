export { default, prefetchExamsPage as prefetch } from '../pages/exams/ExamsPage';
