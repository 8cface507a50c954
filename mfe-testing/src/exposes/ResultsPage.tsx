export { default } from '../pages/results/ResultsPage';
export { contractVersion } from './contract';
