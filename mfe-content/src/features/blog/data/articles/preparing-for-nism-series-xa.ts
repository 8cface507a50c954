import type { Article } from './types';

export const preparingForNismSeriesXa: Article = {
  slug: 'preparing-for-nism-series-xa',
  lead: [
    'NISM Series-XA rewards steady, organised preparation far more than last-minute cramming. The syllabus is broad, the questions are precise and negative marking makes careless answers costly.',
    'This guide sets out a realistic six-week plan for working professionals, explains how to use the NISM workbook and mock tests together, and lists the habits that separate candidates who pass comfortably from those who miss by a few marks.',
  ],
  sections: [
    {
      heading: 'Know the target before you start',
      blocks: [
        'Every preparation plan should begin with the exam pattern, because it decides how you practise:',
        {
          list: [
            '135 questions worth 150 marks: 90 multiple-choice questions of one mark each, then caselets of five questions, some at one mark a question and some at two.',
            '3 hours to answer them: about 80 seconds per question.',
            '60% to pass, so you need 90 marks net of deductions.',
            "A quarter of the question's marks deducted for every wrong answer: a quarter of a mark on a one-mark question, half a mark on a two-mark one. An unanswered question costs nothing.",
            'A certificate valid for 3 years once you pass.',
          ],
        },
        'Do the arithmetic once and remember it. Say your answers cover 100 of the 150 marks and eight of them, all one-mark questions, are wrong: the right ones earn 92, the wrong ones cost 2, and you finish on 90, exactly the pass mark. A blind guess on a four-option question is right one time in four, so on average it gains only +0.0625 of a mark on a one-mark question (+0.125 on a two-mark one): slightly more than nothing, with a real chance of costing you instead. Accuracy, not volume, is what clears the exam.',
      ],
    },
    {
      heading: 'Get the right material',
      blocks: [
        'The official NISM workbook for Series-XA is the primary source; questions are set from it. Download the current version from the NISM website and check its edition date, because older copies floating around on the internet may describe rules that have since changed.',
        'Keep a single notebook, paper or digital, for formulas, definitions and regulatory numbers. Writing things down in your own words is slower than highlighting, and that is precisely why it works.',
        'Finally, line up a source of good practice questions. Memorising answers to leaked or recalled questions is a poor substitute for understanding: the real exam draws on a large question bank, and the wording changes.',
      ],
    },
    {
      heading: 'A six-week study plan',
      blocks: [
        'The plan below assumes about an hour on weekdays and two to three hours at weekends. Stretch it if your background is outside finance; compress it if you already work with financial products.',
        {
          list: [
            'Week 1: the investment landscape, financial markets, regulators and the role of an investment adviser. Read once for the big picture; do not try to memorise yet.',
            'Week 2: personal financial planning, budgeting and cash flows, and the time value of money. Work every numerical example in the workbook by hand and with a calculator.',
            'Week 3: investment products: equity, debt, mutual funds, ETFs, real estate, gold and alternatives. Build a comparison table of risk, return, liquidity and taxation for each.',
            'Week 4: risk and return, insurance, retirement planning, behavioural finance and taxation. Take your first full-length mock test at the end of the week.',
            'Week 5: the regulatory framework, ethics and grievance redressal; then go back to the topics your first mock exposed as weak. Take a second and third mock.',
            'Week 6: revision from your notebook, one full mock every other day, and a careful review of every wrong answer. Rest the day before the exam.',
          ],
        },
      ],
    },
    {
      heading: 'Topics that cost candidates the most marks',
      blocks: [
        'Some parts of the syllabus consistently cause trouble. Give them extra time:',
        {
          list: [
            'Time value of money: future and present values, annuities, real versus nominal returns. These questions are quick marks once practised and slow, error-prone ones if not.',
            'Taxation: holding periods, the treatment of different kinds of capital gains, and how dividends and interest are taxed. Learn the principles from the workbook edition you are using.',
            'The regulations: who must register, who is exempt, what an adviser must disclose, and how advice is kept separate from distribution. Questions here test precise wording.',
            'Product features: the differences between similar instruments, such as types of mutual fund schemes or government savings schemes, make good distractor options.',
          ],
        },
      ],
    },
    {
      heading: 'How to use mock tests properly',
      blocks: [
        'Mock tests are most valuable when they are treated as a diagnostic tool rather than a score to chase. A good routine looks like this:',
        {
          list: [
            'Sit each full mock in one go, with the timer running and your phone in another room.',
            'Afterwards, read the explanation for every question you got wrong and every question you got right by guessing.',
            'Log each mistake against its topic. After two or three tests the pattern of weak areas becomes obvious.',
            'Go back to the workbook for those topics before taking the next mock, so each test measures improvement rather than repetition.',
          ],
        },
        'Aim to score at least ten points above the pass mark in full-length mocks before your exam. That margin absorbs the nerves and unfamiliar wording you will meet on the day.',
      ],
    },
    {
      heading: 'Strategy in the examination hall',
      blocks: [
        'On the day, pace matters as much as knowledge. Make a first pass through the paper answering everything you are sure of and marking the rest for review. Come back to the marked questions with the time that remains.',
        'For each doubtful question, try to eliminate options. If you can rule out two of the four, a choice between the remaining two is worth +0.375 of a mark on average; if you cannot rule out anything, a blind guess is worth only +0.0625, so leaving it blank costs you almost nothing and spares you the risk. Read numerical answers back against the question, since distractors are often the result of a common calculation slip.',
        'Keep ten minutes at the end to review marked questions and check that you have not accidentally skipped any you meant to answer.',
      ],
    },
    {
      heading: 'Practise with us',
      blocks: [
        'Our NISM Series-XA practice tests are designed around exactly this approach. Each full-length paper has 135 questions worth 150 marks and a three-hour timer, your net marks are shown against the 60% pass mark, and every question carries an explanation you can review after submitting.',
        'Start with the free one-day demo to try the format, then pick an access plan that matches your study calendar. Six weeks of steady work and a handful of honest mock tests are usually all it takes to walk in confident and walk out certified.',
      ],
    },
  ],
};
