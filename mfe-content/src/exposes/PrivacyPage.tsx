export { default } from '../pages/privacy/PrivacyPage';
export { contractVersion } from './contract';
