export { default } from '../pages/contact/ContactPage';
export { contractVersion } from './contract';
