-- Catalog seed: six NISM exams with fixed ids, their info-page facts, three plans each
-- and their test papers. Question-bank files (10_*.sql .. 19_*.sql) reference the paper
-- ids: 00000000-0000-4000-b000-0000000000NP, N = exam 1..6, P = paper 1..4 (4: full-length),
-- add the exam's exam_topics and the cases 00000000-0000-4000-d000-0000000N00CC.
-- Exam facts follow NISM's published assessment structures; X-B is exactly the one the exam info page states.

insert into public.exams (id, name, description) values
('00000000-0000-4000-a000-000000000001',
 'NISM Series X-A: Investment Adviser (Level 1) Certification Examination',
 'The first of the two examinations an individual investment adviser registering with SEBI must pass. It covers the Indian financial markets and products, personal financial planning, risk profiling, the regulatory framework for advisers and the code of conduct, with a focus on serving retail clients ethically.'),
('00000000-0000-4000-a000-000000000002',
 'NISM Series X-B: Investment Adviser (Level 2) Certification Examination',
 'The second-level investment adviser examination. It builds on Level 1 with retirement, tax, estate and insurance planning, asset allocation and portfolio construction, and tests their application through case studies of real client situations.'),
('00000000-0000-4000-a000-000000000003',
 'NISM Series V-A: Mutual Fund Distributors Certification Examination',
 'The certification required to distribute mutual fund schemes in India. It covers fund structures and constituents, scheme categories, NAV and pricing, taxation, investor services, the regulatory framework and the distributor''s code of conduct.'),
('00000000-0000-4000-a000-000000000004',
 'NISM Series VIII: Equity Derivatives Certification Examination',
 'The benchmark for people dealing in the equity derivatives segment of stock exchanges: futures and options on indices and stocks, pricing, trading strategies, clearing, settlement and risk management, and the rules that protect investors.'),
('00000000-0000-4000-a000-000000000005',
 'NISM Series XV: Research Analyst Certification Examination',
 'The certification for research analysts under the SEBI (Research Analysts) Regulations, 2014. It covers economic, industry and company analysis, financial statements, valuation, technical analysis basics, report writing and the regulatory obligations of analysts.'),
('00000000-0000-4000-a000-000000000006',
 'NISM Series VII: Securities Operations and Risk Management Certification Examination',
 'The certification for the operations and risk-management staff of stock brokers. It covers trading and settlement cycles, clearing corporations, margins, depositories, corporate actions, investor grievance redressal and the risk controls of a broking firm.')
on conflict (id) do nothing;

insert into public.exam_info (exam_id, title, certification_levels, requirement, aim, objectives,
  duration_minutes, passing_score_percent, negative_marking_percent, structure, total_marks) values
('00000000-0000-4000-a000-000000000001',
 'NISM Series X-A: Investment Adviser (Level 1)',
 'Investment Adviser certification has two levels: Level 1 (Series X-A) and Level 2 (Series X-B). Both must be passed to act as an individual investment adviser or as a principal officer or person associated with investment advice.',
 'Required under the SEBI (Investment Advisers) Regulations, 2013 for individual investment advisers and for the representatives of non-individual investment advisers.',
 'To create a common minimum knowledge benchmark for investment advisers and their associated persons, covering markets, products, financial planning and regulation.',
 array['Know the basics of investment, the Indian financial markets and the products available to investors',
       'Understand the role of personal financial planning, risk profiling and suitability',
       'Know the regulatory framework for investment advisers, including the code of conduct',
       'Understand the grievance redressal mechanism and the ethics of advice'],
 180, 60, 25,
 '[{"section": "Multiple-choice questions", "questions": 90, "marks_each": 1, "marks": 90},
   {"section": "Caselets of 1-mark questions (6 caselets of 5 questions each)", "questions": 30, "marks_each": 1, "marks": 30,
    "kind": "case", "cases": 6, "questions_per_case": 5},
   {"section": "Caselets of 2-mark questions (3 caselets of 5 questions each)", "questions": 15, "marks_each": 2, "marks": 30,
    "kind": "case", "cases": 3, "questions_per_case": 5}]'::jsonb, 150),
('00000000-0000-4000-a000-000000000002',
 'NISM Series X-B: Investment Adviser (Level 2)',
 'Investment Adviser certification has two levels: Level 1 (Series X-A) and Level 2 (Series X-B). Level 2 is taken after Level 1; passing both completes the certification.',
 'Required, together with Level 1, under the SEBI (Investment Advisers) Regulations, 2013 for individual investment advisers and the persons associated with investment advice.',
 'To test the application of investment-advisory knowledge: advanced financial planning, asset allocation and the building of client portfolios.',
 array['Understand retirement, tax, estate and insurance planning for individual clients',
       'Apply asset allocation and portfolio construction to a client''s goals and risk profile',
       'Evaluate investment products and their suitability for different life stages',
       'Analyse client cases and recommend appropriate, compliant advice'],
 180, 60, 25,
 '[{"section": "Multiple-choice questions", "questions": 90, "marks_each": 1, "marks": 90},
   {"section": "Case-based questions (6 cases of 5 questions each)", "questions": 30, "marks_each": 2, "marks": 60,
    "kind": "case", "cases": 6, "questions_per_case": 5}]'::jsonb, 150),
('00000000-0000-4000-a000-000000000003',
 'NISM Series V-A: Mutual Fund Distributors',
 'A single-level certification for mutual fund distributors, their employees and the sales staff of asset management companies.',
 'Required under the SEBI (Mutual Funds) Regulations, 1996 for anyone who sells or markets mutual fund products, and for obtaining an AMFI Registration Number (ARN).',
 'To create a common minimum knowledge benchmark for persons distributing mutual funds, so that investors are served with accurate advice and sound sales practices.',
 array['Know the basics of mutual funds, their role and structure, and the types of schemes',
       'Understand NAV computation, scheme accounting and the costs borne by investors',
       'Know the taxation of mutual fund investments and the investor services process',
       'Understand the regulatory framework and the distributor''s code of conduct'],
 120, 50, 0,
 '[{"section": "Multiple-choice questions", "questions": 100, "marks_each": 1, "marks": 100}]'::jsonb, 100),
('00000000-0000-4000-a000-000000000004',
 'NISM Series VIII: Equity Derivatives',
 'A single-level certification for associated persons of trading members and clearing members in the equity derivatives segment.',
 'Required by SEBI for approved users and sales personnel of trading members, and for persons associated with clearing members, in the equity derivatives segment.',
 'To create a common minimum knowledge benchmark for people working in the equity derivatives market, for better investor service and sound risk controls.',
 array['Know the basics of the Indian equity derivatives market and the products traded',
       'Understand the pricing of futures and options and common trading strategies',
       'Know the trading, clearing, settlement and risk-management systems of the exchanges',
       'Understand the regulatory framework and investor protection in the segment'],
 120, 60, 25,
 '[{"section": "Multiple-choice questions", "questions": 100, "marks_each": 1, "marks": 100}]'::jsonb, 100),
('00000000-0000-4000-a000-000000000005',
 'NISM Series XV: Research Analyst',
 'A single-level certification for research analysts and the persons associated with them.',
 'Required under the SEBI (Research Analysts) Regulations, 2014 for research analysts, their partners and the employees who prepare or publish research reports.',
 'To create a common minimum knowledge benchmark for research analysts, covering analysis, valuation, report writing and regulation.',
 array['Know the Indian securities markets and the terminology of equity and debt markets',
       'Understand top-down and bottom-up approaches to fundamental research',
       'Analyse the economy, industries and companies, including their financial statements',
       'Know valuation principles, corporate actions and the qualities of a good research report'],
 120, 60, 25,
 '[{"section": "Multiple-choice questions, including case-based questions", "questions": 100, "marks_each": 1, "marks": 100,
    "cases": 5, "questions_per_case": 4}]'::jsonb, 100),
('00000000-0000-4000-a000-000000000006',
 'NISM Series VII: Securities Operations and Risk Management',
 'A single-level certification for the operations, risk-management, compliance and back-office staff of stock brokers.',
 'Required by SEBI for associated persons of stock brokers who handle operations, risk management, compliance and investor-grievance functions.',
 'To create a common minimum knowledge benchmark for people in the securities operations and risk-management functions of broking firms.',
 array['Know the basics of the Indian securities market and its participants',
       'Understand the trading, clearing and settlement processes and the role of depositories',
       'Know the risk-management systems, margins and surveillance of the exchanges',
       'Understand investor grievance redressal and the regulatory framework for brokers'],
 120, 50, 25,
 '[{"section": "Multiple-choice questions", "questions": 100, "marks_each": 1, "marks": 100}]'::jsonb, 100)
on conflict (exam_id) do nothing;

-- Plans: ids 00000000-0000-4000-c000-0000000000N1 (free), N2 (premium), N3 (other).
insert into public.exam_plans (id, exam_id, plan_type, price, original_price, duration_days, description)
select ('00000000-0000-4000-c000-0000000000' || n || k)::uuid,
       ('00000000-0000-4000-a000-00000000000' || n)::uuid,
       plan_type, price, original_price, duration_days,
       private.plan_benefit_lines(('00000000-0000-4000-a000-00000000000' || n)::uuid, duration_days)
from (values
  -- The benefit lines come from private.plan_benefits (supabase/schema/catalog.sql): a longer plan
  -- lists at least what a shorter one does. 'Score history' is the progress page (issue 17).
  (1, 1, 'free',      0,    0,  1),
  (1, 2, 'premium', 799, 1599, 90),
  (1, 3, 'other',   499,  799, 30),
  (2, 1, 'free',      0,    0,  1),
  (2, 2, 'premium', 899, 1799, 90),
  (2, 3, 'other',  1299, 2499, 180),
  (3, 1, 'free',      0,    0,  1),
  (3, 2, 'premium', 499,  999, 90),
  (3, 3, 'other',   299,  299, 30),
  (4, 1, 'free',      0,    0,  1),
  (4, 2, 'premium', 599, 1199, 90),
  (4, 3, 'other',   899, 1499, 180),
  (5, 1, 'free',      0,    0,  1),
  (5, 2, 'premium', 699, 1399, 90),
  (5, 3, 'other',   399,  599, 30),
  (6, 1, 'free',      0,    0,  1),
  (6, 2, 'premium', 499,  999, 90),
  (6, 3, 'other',   799, 1199, 180)
) as p(n, k, plan_type, price, original_price, duration_days)
on conflict (id) do nothing;

-- Papers: every exam has Demo Questions, two mocks and a full-length mock in the exam's
-- structure and duration. The shorter papers run at the real examination's pace: its
-- duration over its number of questions, times the paper's count, rounded up to a minute.
insert into public.test_papers (id, exam_id, title, description, duration_minutes, position, kind, status)
select ('00000000-0000-4000-b000-0000000000' || e.n || p.k)::uuid,
       i.exam_id, p.title,
       case when p.count is null then e.full_description
            else format(p.description, p.count, pace.minutes) end,
       coalesce(pace.minutes, i.duration_minutes), p.k,
       case p.k when 1 then 'demo' when 4 then 'full' else 'practice' end, 'published'
from (values
  (1, '100 questions of 1 mark in 120 minutes: a full rehearsal of the examination under real time pressure.'),
  (2, '90 questions of 1 mark and 6 cases of 5 questions of 2 marks, 150 marks in 3 hours: a full rehearsal of the examination under real time pressure.'),
  (3, '100 questions of 1 mark in 120 minutes: a full rehearsal of the examination under real time pressure.'),
  (4, '100 questions of 1 mark in 120 minutes: a full rehearsal of the examination under real time pressure.'),
  (5, '100 questions of 1 mark in 120 minutes: a full rehearsal of the examination under real time pressure.'),
  (6, '100 questions of 1 mark in 120 minutes: a full rehearsal of the examination under real time pressure.')
) as e(n, full_description)
join public.exam_info i on i.exam_id = ('00000000-0000-4000-a000-00000000000' || e.n)::uuid
cross join (values
  (1, 'Demo Questions', '%s questions in %s minutes, the real examination''s pace, to try the format and the level before you buy.', 10),
  (2, 'Mock Test 1', '%s questions across the syllabus in %s minutes, the real examination''s pace, with explanations after you submit.', 15),
  (3, 'Mock Test 2', '%s further questions in %s minutes, with a different mix of chapters and difficulty.', 15),
  (4, 'Full-Length Mock Test', null, null)
) as p(k, title, description, count)
cross join lateral (
  select ceil(i.duration_minutes * p.count::numeric / sum((s ->> 'questions')::integer))::integer as minutes
  from jsonb_array_elements(i.structure) as s
) as pace
on conflict (id) do nothing;
