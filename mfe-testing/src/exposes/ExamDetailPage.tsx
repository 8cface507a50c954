export { default } from '../pages/exam-detail/ExamDetailPage';
export { contractVersion } from './contract';
