export { default } from '../pages/attempt/AttemptPage';
