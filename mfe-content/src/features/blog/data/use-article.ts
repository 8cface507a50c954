import { defineTranslatedData } from '../../../lib/translated';
import { articles } from './articles';
import type { Article } from './articles/types';

// Each article's Hindi is its own chunk, so a Hindi page loads only the article it shows.
const hindi: Record<string, () => Promise<{ default: Article }>> = {
  'nism-series-xa-overview': () =>
    import(/* webpackChunkName: "hi-article-nism-series-xa-overview" */ './articles/nism-series-xa-overview.hi'),
  'preparing-for-nism-series-xa': () =>
    import(/* webpackChunkName: "hi-article-preparing-for-nism-series-xa" */ './articles/preparing-for-nism-series-xa.hi'),
  'nism-investment-adviser-compliance': () =>
    import(/* webpackChunkName: "hi-article-nism-investment-adviser-compliance" */ './articles/nism-investment-adviser-compliance.hi'),
  'investment-advisor-market-india': () =>
    import(/* webpackChunkName: "hi-article-investment-advisor-market-india" */ './articles/investment-advisor-market-india.hi'),
};

const bySlug = new Map(Object.entries(articles).map(([slug, article]) => [slug, defineTranslatedData(article, { hi: hindi[slug] })]));

/** The article for `slug` in the language in use (English where it has no translation); undefined for no such article. */
export function useArticle(slug: string | undefined): Article | undefined {
  const read = slug ? bySlug.get(slug) : undefined;
  return read?.();
}
