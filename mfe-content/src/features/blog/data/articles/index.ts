import type { Article } from './types';
import { nismSeriesXaOverview } from './nism-series-xa-overview';
import { preparingForNismSeriesXa } from './preparing-for-nism-series-xa';
import { nismInvestmentAdviserCompliance } from './nism-investment-adviser-compliance';
import { investmentAdvisorMarketIndia } from './investment-advisor-market-india';

/** Every article by slug; the slugs match pages/blogs/posts.ts (a test keeps the two in step). */
export const articles: Record<string, Article> = Object.fromEntries(
  [nismSeriesXaOverview, preparingForNismSeriesXa, nismInvestmentAdviserCompliance, investmentAdvisorMarketIndia].map((article) => [
    article.slug,
    article,
  ]),
);
