export { default } from '../pages/terms/TermsPage';
