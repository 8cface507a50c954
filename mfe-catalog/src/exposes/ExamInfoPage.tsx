export { default } from '../pages/exam-info/ExamInfoPage';
