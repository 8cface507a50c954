export { default } from '../pages/blogs/BlogsPage';
