import type { Article } from './types';

export const nismInvestmentAdviserCompliance: Article = {
  slug: 'nism-investment-adviser-compliance',
  lead: [
    'Passing the NISM examinations gets you to the door of the profession. Staying in it depends on compliance: a set of continuing obligations under the SEBI (Investment Advisers) Regulations, 2013 that shape how you onboard clients, charge fees, keep records and handle complaints.',
    'This article walks through the obligations that matter most in day-to-day practice. It reflects the rules in force at the time of writing; SEBI amends the framework regularly, so treat it as a map and always confirm the details against the current regulations and circulars.',
  ],
  sections: [
    {
      heading: 'Registration and keeping it in force',
      blocks: [
        "No one may act as an investment adviser in India without a certificate of registration from SEBI. Applications go through SEBI's intermediary portal, and since 2021 advisers are also administered and supervised by BSE Administration & Supervision Limited (BASL), the body SEBI recognised for the purpose. Enlistment with BASL and its annual fee are part of staying registered.",
        'When the regulations were introduced, a certificate of registration was valid for five years and then had to be renewed. SEBI later made intermediary registrations permanent unless suspended or cancelled, but an adviser must still pay the prescribed registration fee every five years to keep the registration in force. In practice, then, registration runs in five-year blocks: put the due date in your compliance calendar and pay in time, or the registration can lapse.',
        'Non-individual advisers must include the words "investment adviser" in their name, and individuals must describe themselves as an investment adviser in their correspondence with clients. Under the rules at the time of writing, an individual adviser whose clients exceed 150 in total must apply for registration as a non-individual adviser.',
      ],
    },
    {
      heading: 'Qualification and certification',
      blocks: [
        'Individual advisers, the principal officer of a non-individual adviser and every person associated with investment advice must meet the educational qualification prescribed by the regulations and hold the NISM certifications that SEBI specifies: Level 1 (Series-XA) and Level 2 (Series-XB).',
        "Certification is not a one-time event. NISM certificates are valid for three years, and the certification must be kept valid for as long as you give advice, by passing the examinations again or by completing NISM's continuing professional education programmes before expiry. A firm should track the expiry date of every associated person's certificate, just as it tracks its own registration fees.",
      ],
    },
    {
      heading: 'Onboarding clients: agreement, KYC and risk profiling',
      blocks: [
        "Since the 2020 amendments, an adviser must enter into a written agreement with every client before giving advice. SEBI has prescribed the minimum contents: the scope of services, fees and the mode of payment, the adviser's obligations, the absence of any guarantee of returns, conflicts of interest, and how the agreement may be terminated.",
        'Onboarding also covers:',
        {
          list: [
            "Know Your Client (KYC) checks, following SEBI's KYC norms.",
            "Risk profiling: a documented assessment of the client's capacity to absorb loss, investment objectives, horizon and attitude to risk, explained to and acknowledged by the client.",
            "Suitability: every recommendation must be appropriate to the client's risk profile, and the adviser must be able to show why.",
            "Disclosure of all material facts about the adviser's business, disciplinary history, and any conflicts of interest, before advice is given.",
          ],
        },
      ],
    },
    {
      heading: 'Keeping advice separate from distribution',
      blocks: [
        "The central idea of the regulations is that advice should not be coloured by commissions. Under the 2020 amendments, an individual adviser may not distribute products, and a non-individual adviser that also distributes must keep the two activities apart at the level of its group: a client who takes advisory services from the group cannot take distribution services from it, and the two businesses must be run at arm's length.",
        'Implementation, the act of actually buying the recommended product, is allowed, but only through direct plans or routes that do not earn the adviser a commission, and the client must be free to implement elsewhere.',
      ],
    },
    {
      heading: 'Fees',
      blocks: [
        'SEBI caps and structures the fees an adviser may charge individual and HUF clients. Under the framework in force at the time of writing, an adviser chooses one of two modes for each client, per family across all its advisers:',
        {
          list: ['Assets under advice mode: at most 2.5% a year of the assets under advice.', 'Fixed fee mode: at most ₹1,25,000 a year.'],
        },
        'Fees may be charged in advance for at most two quarters, and must be paid through banking channels, never in cash. These limits have been revisited since they were introduced, so check the latest SEBI circular before fixing your fee schedule.',
      ],
    },
    {
      heading: 'Records and the annual audit',
      blocks: [
        'Record keeping is where many small advisers are weakest, and where an inspection will look first. An adviser must maintain, among other things:',
        {
          list: [
            'KYC records and the agreement with every client.',
            'The risk-profiling and suitability assessment of every client.',
            'The advice given, whether in writing or by telephone or video, with the rationale behind it.',
            'A register or record of fees received, and the invoices issued.',
          ],
        },
        "These records must be retained for at least five years. Store them so that you can produce any client's full history quickly: a structured folder per client, recorded calls, and backups kept off-site.",
        'In addition, every adviser must have a compliance audit done every year, within six months of the end of the financial year, by a member of the Institute of Chartered Accountants of India or the Institute of Company Secretaries of India. Adverse findings, and the action taken on them, must be reported to the regulator.',
      ],
    },
    {
      heading: 'Disclosures, conduct and complaints',
      blocks: [
        "Advisers must display their registration details (name, registration number, type of registration, validity, contact details, the principal officer and the BASL enlistment number) on their website and in their communications, together with the standard statement that registration with SEBI, enlistment with BASL and NISM certification do not guarantee the adviser's performance or returns to investors.",
        'The code of conduct in the regulations asks for honesty, fairness, diligence and care; for capability and adequate resources; for fair disclosure; and for compliance with all applicable rules. Promising returns, sharing confidential client information or making misleading advertisements are clear breaches.',
        "Finally, every adviser needs a working grievance process. Complaints must be resolved promptly and within the timelines SEBI sets; clients can escalate through SEBI's SCORES platform and, since 2023, through the online dispute resolution mechanism common to the securities market. Keep a log of every complaint and how it was closed.",
      ],
    },
    {
      heading: 'Learn the rules before the exam tests them',
      blocks: [
        'The regulatory chapters of the NISM Series-XA and Series-XB workbooks cover this framework, and questions on it test exact terms: what may be charged, what must be disclosed, how long records are kept. Our mock tests include regulation questions in the same style, with explanations that point back to the rule involved, so you can check your grasp of compliance before it counts, in the exam and in practice.',
      ],
    },
  ],
};
