// checkout/PurchaseHistory: the purchases and receipts section the shell's account page loads.
export { default } from '../features/receipts/PurchaseHistory';
export { contractVersion } from './contract';
