import type { Article } from './types';

export const investmentAdvisorMarketIndia: Article = {
  slug: 'investment-advisor-market-india',
  lead: [
    'India has added investors faster over the last five years than at any time in its history. The number of people qualified and registered to advise them has not kept pace.',
    "That gap is both a problem for the country's savers and an opportunity for anyone considering a career in fee-only advice. This article looks at how the market has grown, why registered advisers remain scarce, and what it takes to build a practice.",
  ],
  sections: [
    {
      heading: 'A decade of new investors',
      blocks: [
        'The change is visible in every statistic. Demat accounts, which numbered around four crore before the pandemic, crossed eighteen crore by the end of 2024. Mutual fund assets managed by the industry grew past ₹65 lakh crore in the same period, and monthly contributions through systematic investment plans (SIPs) passed ₹25,000 crore, money that arrives every month from tens of millions of individual accounts.',
        'Several forces came together: cheap smartphones and data, simple video-KYC onboarding, UPI payments, low-cost brokerage apps, and a long bull market that drew first-time investors from smaller towns as well as the metros. Financial savings are steadily replacing gold and property as the first choice of younger households.',
        'Growth of this kind brings new needs. A first-time investor holding a handful of funds, an insurance policy bought from a relative, a home loan and a provident-fund balance has all the raw material of a financial plan, but rarely the plan itself.',
      ],
    },
    {
      heading: 'The advice gap',
      blocks: [
        'Against this, the number of SEBI-registered investment advisers has stayed small: roughly a thousand individuals and firms, a figure that actually fell for a few years after the stricter rules of 2020. Compare that with the lakhs of mutual fund distributors and insurance agents who sell products for commission, and the imbalance is stark.',
        'Into the gap have come unregistered advice sellers: tip channels on messaging apps and social-media "finfluencers" recommending stocks without registration, accountability or disclosure of their conflicts. SEBI has responded firmly, with enforcement actions and, in 2024, rules barring regulated entities from associating with unregistered persons who give advice or claim returns.',
        "The regulator's direction is clear: investors should get personalised advice from qualified, registered and accountable professionals. That direction creates room for many more of them.",
      ],
    },
    {
      heading: 'Why fee-only advice is growing',
      blocks: [
        'Several trends are pushing clients and professionals towards registered, fee-only advice:',
        {
          list: [
            'Direct plans of mutual funds, which carry no distributor commission, have made the cost of commission-based selling visible and given advisers a natural way to implement recommendations.',
            'Affluent and salaried clients increasingly expect advice on the whole of their finances (tax, insurance, retirement, loans and estate planning), not just product recommendations.',
            'Technology lets a small practice serve clients across the country through video meetings, digital agreements and online portfolio tracking.',
            'Regulatory attention to mis-selling and unregistered advice makes a registration number a real selling point.',
          ],
        },
        "SEBI also revised the adviser regulations in December 2024, reworking the qualification, experience and deposit requirements with the stated aim of making it easier for qualified people to register. The details are in SEBI's notification and the circulars that followed; anyone planning to register should read them in full.",
      ],
    },
    {
      heading: 'Career paths in advisory',
      blocks: [
        'The profession offers more than one route:',
        {
          list: [
            'Independent practice: an individual registered adviser building a client base through referrals, content and community, typically charging a fixed annual fee.',
            'Advisory firms: joining a registered non-individual adviser as a person associated with investment advice, with a salary and a path to principal officer.',
            'Banks and wealth managers: advisory desks in larger institutions that keep advice and distribution separate under the rules.',
            'Specialist niches: advice for doctors, non-resident Indians, business owners or retirees, where deep knowledge of one client group sets a practice apart.',
          ],
        },
        'Whichever route you choose, the entry requirement is the same: passing NISM Series-XA and Series-XB, and keeping the certification current with continuing education.',
      ],
    },
    {
      heading: 'What clients look for',
      blocks: [
        'Certification gets you registered; trust gets you clients. Successful advisers tend to share a few habits: they explain fees plainly at the first meeting, write down a client\'s goals before recommending anything, review plans at least once a year, and say "no" to products that do not fit, even when a client asks for them.',
        'Communication skills count as much as technical knowledge. Many clients are first-generation investors who need a patient guide through volatile markets more than a clever stock pick. An adviser who keeps them invested through a downturn may add more value than any portfolio tweak.',
      ],
    },
    {
      heading: 'Your first step',
      blocks: [
        'The first milestone on this path is NISM Series-XA, the Level 1 investment-adviser examination. It covers the breadth of the field: products, planning, taxation and regulation, and it is demanding enough that preparation matters.',
        "Our practice tests help you prepare efficiently: full-length timed papers in the real exam's pattern, detailed explanations for every question and results you can review topic by topic. Try the free one-day demo, find out where you stand today, and take your first step into one of the most promising careers in Indian finance.",
      ],
    },
  ],
};
