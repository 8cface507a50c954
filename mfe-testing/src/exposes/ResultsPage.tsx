export { default } from '../pages/results/ResultsPage';
