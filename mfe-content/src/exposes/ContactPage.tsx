export { default } from '../pages/contact/ContactPage';
