export { default } from '../pages/question-preview/QuestionPreview';
export { contractVersion } from './contract';
