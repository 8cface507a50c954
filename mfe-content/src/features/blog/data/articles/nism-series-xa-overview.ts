import type { Article } from './types';

export const nismSeriesXaOverview: Article = {
  slug: 'nism-series-xa-overview',
  lead: [
    'If you want to give paid investment advice in India, the road runs through two NISM examinations. The first of them, NISM Series-XA, is where almost every aspiring adviser begins.',
    'This overview explains what the Series-XA certification is, why the regulator requires it, who should take it, what the syllabus covers and how the examination itself works, so you can decide how to plan your preparation.',
  ],
  sections: [
    {
      heading: 'What NISM Series-XA is',
      blocks: [
        'The National Institute of Securities Markets (NISM) is an educational institution set up by the Securities and Exchange Board of India (SEBI). Among other things, it designs and conducts the certification examinations that SEBI prescribes for people working in the securities markets: mutual fund distributors, research analysts, depository staff, derivatives dealers and, of course, investment advisers.',
        'NISM Series-XA is the Investment Adviser (Level 1) Certification Examination. It is the foundation level of the investment-adviser track; its companion, NISM Series-XB, is the Investment Adviser (Level 2) examination and goes deeper into financial planning, portfolio construction and case-based advice. Series-XA tests whether a candidate understands the basic building blocks of advice: the investment landscape, the products available to Indian investors, personal financial planning and the rules that govern advisers.',
      ],
    },
    {
      heading: 'Why the certification matters',
      blocks: [
        'SEBI regulates investment advisers under the SEBI (Investment Advisers) Regulations, 2013. The regulations separate two activities that used to blur together: advising a client for a fee, and selling a client a product for a commission. A person who gives investment advice for consideration must register with SEBI as an investment adviser (often shortened to RIA), and one of the conditions of registration is that the individual adviser, and the people in an advisory firm who deal with clients, hold the NISM certifications that SEBI specifies.',
        'For an individual, that has meant passing both Level 1 (Series-XA) and Level 2 (Series-XB), and keeping the certification current afterwards. The exact educational and experience requirements have been revised more than once since 2013, so always read the current regulations and SEBI circulars before you apply; the need for NISM certification, however, has been a constant.',
        'Beyond the legal requirement, the certificate is a credible signal. Clients, employers and partners know that a certified adviser has been tested on the same body of knowledge by an independent institution, and the syllabus is genuinely useful in day-to-day practice.',
      ],
    },
    {
      heading: 'Who should take the exam',
      blocks: [
        'The examination is open to anyone; there is no minimum qualification to sit it. In practice, candidates tend to fall into a few groups:',
        {
          list: [
            'Professionals who intend to register with SEBI as individual investment advisers, or to become principal officers of an advisory firm.',
            'Employees of registered advisory firms, banks and wealth-management companies who give advice to clients (the regulations call them persons associated with investment advice).',
            'Mutual fund distributors, insurance agents and financial-product sellers who want to move to a fee-only advisory model.',
            'Chartered accountants, MBA graduates and finance students who want a recognised, practical credential early in their careers.',
            'Serious individual investors who simply want a structured understanding of financial planning.',
          ],
        },
      ],
    },
    {
      heading: 'What the syllabus covers',
      blocks: [
        'NISM publishes a workbook for the examination, free to download from its website, and the questions are drawn from it. The workbook is revised from time to time, so make sure you study the current edition. Broadly, the Level 1 syllabus spans:',
        {
          list: [
            'The Indian investment landscape: savings and investment, the structure of financial markets, market participants and regulators (SEBI, RBI, IRDAI and PFRDA).',
            'The concept and role of an investment adviser, and how advice differs from distribution.',
            'Basics of personal financial planning: life goals, budgeting, cash flows, emergency funds and the use of debt.',
            'Investment products: equity, debt instruments, mutual funds, exchange-traded funds, real estate, gold, small-savings schemes and alternative investments.',
            'Risk, return and the time value of money, including compounding, discounting and measures of performance.',
            'Insurance, retirement planning and an introduction to behavioural finance.',
            'Taxation of investment income and capital gains.',
            'The regulatory framework for advisers, ethics, client dealing and grievance redressal.',
          ],
        },
        'None of these topics is hard in isolation, but together they are wide. Many candidates underestimate the numerical questions on time value of money and the detail of the regulations, and that is where marks are lost.',
      ],
    },
    {
      heading: 'How the examination works',
      blocks: [
        'Series-XA is a computer-based test taken at a test centre. The current pattern, as published by NISM, is:',
        {
          list: [
            '135 questions carrying 150 marks in all.',
            '90 multiple-choice questions of one mark each, followed by caselets: six caselets of five questions at one mark each and three caselets of five questions at two marks each.',
            'A duration of 3 hours.',
            'A passing score of 60%, taken on the marks left after deductions.',
            'Negative marking: 25% of the marks of a question are deducted for each wrong answer; an unanswered question costs nothing.',
            'A certificate valid for three years from the date of passing the examination.',
          ],
        },
        'Negative marking changes strategy, though not the way many candidates think. With four options, a blind guess on a one-mark question is right one time in four: on average it earns a quarter of a mark and loses three sixteenths, a gain of +0.0625 of a mark. So guessing blindly does not lose marks on average, but it gains very little and adds a lot of risk. An educated guess after eliminating two options is worth far more: +0.375 of a mark on average. Learning to tell the two apart under time pressure is one of the main benefits of timed practice.',
        'Registration, fees, centres and dates are handled through the NISM certification portal. Check the portal for the current fee and process, because both change from time to time.',
      ],
    },
    {
      heading: 'After you pass',
      blocks: [
        'Passing Series-XA is the first half of the journey. The next step is Series-XB, which assumes everything in Level 1 and adds detailed financial-planning cases. Once both are passed, you can prepare your application for registration with SEBI, meeting the qualification, deposit or net-worth and other conditions in force at the time.',
        "The three-year validity matters too. An adviser must keep the certification current, either by passing the examination again or through NISM's continuing professional education (CPE) programmes before the certificate lapses. Put the expiry date in your calendar the day you get your result.",
      ],
    },
    {
      heading: 'How our practice tests help',
      blocks: [
        "Reading the workbook builds knowledge; answering questions under exam conditions builds the skill of using it. Our NISM Series-XA full-length mocks are built on the current syllabus and the real exam's pattern: 135 questions worth 150 marks with their caselets, a three-hour timer, the same negative marking, and scoring that shows you at a glance whether your net marks would clear the 60% line.",
        'Every question comes with an explanation, so a wrong answer becomes a short lesson rather than a mystery. Review your results chapter by chapter, return to the workbook for the weak areas and take another paper. Candidates who work through several full-length mocks walk into the test centre already familiar with its rhythm.',
        'You can start with a free one-day demo to see how the tests work, then choose a plan that covers the weeks until your exam date.',
      ],
    },
  ],
};
