export { default } from '../pages/refund-policy/RefundPolicyPage';
export { contractVersion } from './contract';
