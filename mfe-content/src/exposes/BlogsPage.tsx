export { default } from '../pages/blogs/BlogsPage';
export { contractVersion } from './contract';
