export { default } from '../pages/terms/TermsPage';
export { contractVersion } from './contract';
