export { default } from '../pages/refund-policy/RefundPolicyPage';
