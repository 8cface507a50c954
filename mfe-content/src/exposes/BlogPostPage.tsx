export { default } from '../pages/blog-post/BlogPostPage';
