export { default } from '../pages/privacy/PrivacyPage';
