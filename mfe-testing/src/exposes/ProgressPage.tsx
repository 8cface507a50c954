export { default } from '../pages/progress/ProgressPage';
export { contractVersion } from './contract';
