export { default } from '../pages/exam-detail/ExamDetailPage';
