import { defineTranslatedData } from '../../../lib/translated';
import { posts } from './posts';
import type { PostText } from './post-text';

const english: Record<string, PostText> = Object.fromEntries(
  posts.map(({ slug, title, description, imageAlt }) => [slug, { title, description, imageAlt }]),
);

/** Every post's card texts (title, description, image text) in the language in use, by slug. */
export const usePostTexts = defineTranslatedData(english, { hi: () => import(/* webpackChunkName: "hi-posts" */ './posts.hi') });
