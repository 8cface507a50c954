export { default } from '../pages/practice/PracticePage';
export { contractVersion } from './contract';
