export { default } from '../pages/exam-info/ExamInfoPage';
export { contractVersion } from './contract';
