export { default } from '../pages/home/HomePage';
