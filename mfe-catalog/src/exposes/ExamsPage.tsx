export { default } from '../pages/exams/ExamsPage';
