export { default } from '../pages/blog-post/BlogPostPage';
export { contractVersion } from './contract';
