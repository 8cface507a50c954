// The content remote's blog articles as data, without their illustrations: part of content's public face, so the
// deploy tools (the site map and the prerender step) list them without importing the remote. The content remote
// joins them with the images its bundler emits (mfe-content/src/features/blog/data/posts.ts).

export interface PostEntry {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** Display text, as printed on the card and the article. */
  date: string;
  /** Machine-readable date for <time dateTime>. */
  isoDate: string;
  readTime: string;
  imageAlt: string;
}

export const postIndex: PostEntry[] = [
  {
    id: 1,
    slug: 'nism-series-xa-overview',
    title: 'NISM Series-XA: A Complete Overview of the Investment Adviser Level 1 Exam',
    description:
      'Who needs the NISM Series-XA certification, what the exam covers, how it is structured and where it fits on the road to becoming a SEBI-registered investment adviser.',
    date: '15 June 2023',
    isoDate: '2023-06-15',
    readTime: '8 min read',
    imageAlt: 'Illustration of a rising bar chart beside a certificate with a gold seal',
  },
  {
    id: 2,
    slug: 'preparing-for-nism-series-xa',
    title: 'Preparing for NISM Series-XA: A Practical Study Plan',
    description:
      'A week-by-week plan for the 135-question, 3-hour exam: how to read the workbook, where candidates lose marks, and how mock tests get you past the 60% mark.',
    date: '24 August 2023',
    isoDate: '2023-08-24',
    readTime: '10 min read',
    imageAlt: 'Illustration of a stack of study books, a clock and a ticked checklist',
  },
  {
    id: 3,
    slug: 'nism-investment-adviser-compliance',
    title: 'Compliance Essentials for SEBI-Registered Investment Advisers',
    description:
      'Registration, qualification, client agreements, risk profiling, fee rules, record keeping and audits: the obligations every investment adviser in India must meet.',
    date: '10 October 2023',
    isoDate: '2023-10-10',
    readTime: '12 min read',
    imageAlt: 'Illustration of a signed compliance document beside a shield with a check mark',
  },
  {
    id: 4,
    slug: 'investment-advisor-market-india',
    title: 'The Investment Adviser Market in India: Growth, Gaps and Opportunities',
    description:
      'Millions of new investors, only about a thousand registered advisers: why fee-only advice is one of the most promising careers in Indian finance, and how to enter it.',
    date: '02 March 2025',
    isoDate: '2025-03-02',
    readTime: '9 min read',
    imageAlt: 'Illustration of a rising line chart over growing bars on a dark background',
  },
];
