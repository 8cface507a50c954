export { default, prefetchHomePage as prefetch } from '../pages/home/HomePage';
