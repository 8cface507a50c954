import xaOverview from '../../../assets/xa-overview.svg';
import examPreparation from '../../../assets/exam-preparation.svg';
import adviserCompliance from '../../../assets/adviser-compliance.svg';
import adviserMarket from '../../../assets/adviser-market.svg';
import { postIndex, type PostEntry } from '@nism/contracts';

export interface BlogPost extends PostEntry {
  /** URL of the header illustration, emitted by rspack with a content hash. */
  image: string;
  /** Minutes to read, from the index's '8 min read', for the reading time in the page's language. */
  minutes: number;
}

/** Intrinsic size of every header illustration (all share one 16:9 viewBox), so pages reserve their space. */
export const IMAGE_SIZE = { width: 800, height: 450 } as const;

const IMAGES: Record<string, string> = {
  'nism-series-xa-overview': xaOverview,
  'preparing-for-nism-series-xa': examPreparation,
  'nism-investment-adviser-compliance': adviserCompliance,
  'investment-advisor-market-india': adviserMarket,
};

export const posts: BlogPost[] = postIndex.map((entry) => ({
  ...entry,
  image: IMAGES[entry.slug],
  minutes: Number.parseInt(entry.readTime, 10),
}));

export const findPost = (slug: string | undefined) => posts.find((post) => post.slug === slug);
