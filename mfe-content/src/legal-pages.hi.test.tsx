import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import { renderPage } from './testing/render';
import TermsPage from './pages/terms/TermsPage';
import PrivacyPage from './pages/privacy/PrivacyPage';
import RefundPolicyPage from './pages/refund-policy/RefundPolicyPage';

// The Hindi legal pages: their own text, the practice-test notice in Hindi, and the line that the English governs.
describe.each([
  ['सेवा की शर्तें', TermsPage, 'अंतिम अपडेट: 1 मार्च 2025', 7],
  ['गोपनीयता नीति', PrivacyPage, 'अंतिम अपडेट: 26 नवंबर 2026', 7],
  ['रिफ़ंड नीति', RefundPolicyPage, 'अंतिम अपडेट: 1 मार्च 2025', 5],
] as const)('%s', (title, Page, updated, sections) => {
  beforeEach(async () => {
    await act(async () => renderPage(<Page />, { locale: 'hi' }));
  });

  it('is in Hindi, with its date and sections', () => {
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(updated)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(sections);
    expect(document.title).toBe(`${title} | NISM Practice`);
  });

  it('says that the English version governs', () => {
    expect(screen.getByText(/अंतर होने पर अंग्रेज़ी संस्करण ही मान्य होगा/)).toBeInTheDocument();
  });

  it('says in Hindi that these are practice tests, not a guarantee, and may contain errors', () => {
    const notice = screen.getByRole('note', { name: 'हमारे प्रैक्टिस टेस्ट के बारे में' });
    expect(notice).toHaveTextContent('ये प्रैक्टिस टेस्ट हैं, आधिकारिक परीक्षा नहीं।');
    expect(notice).toHaveTextContent('यह गारंटी नहीं मिलती कि आप NISM की आधिकारिक परीक्षा पास कर लेंगे');
    expect(notice).toHaveTextContent('उनमें गलतियाँ हो सकती हैं');
    expect(screen.getAllByRole('link', { name: 'support@nismpractice.in' })[0]).toHaveAttribute('href', 'mailto:support@nismpractice.in');
  });
});

test('the English legal page does not carry the Hindi line', async () => {
  await act(async () => renderPage(<TermsPage />));
  expect(screen.queryByText(/अंग्रेज़ी संस्करण/)).not.toBeInTheDocument();
});

test('the Hindi privacy page names the reports switch as the Hindi account page labels it', async () => {
  // The shell's account page (मेरा खाता) shows the switch in Hindi; a learner looks for the words this page gives.
  // The shell keeps its layout's texts and its own pages' texts in two catalogs: the account page reads both.
  const shellCatalog = (dir: string) => JSON.parse(readFileSync(join(__dirname, `../../shell/src/lib/${dir}/hi.json`), 'utf8'));
  const shellHindi = { ...shellCatalog('messages'), ...shellCatalog('page-messages') };
  await act(async () => renderPage(<PrivacyPage />, { locale: 'hi' }));
  const reports = within(screen.getByRole('region', { name: shellHindi.fieldDataTitle }));
  expect(reports.getByText(shellHindi.fieldDataSwitch)).toBeInTheDocument();
  expect(reports.getByText(shellHindi.myAccount)).toBeInTheDocument();
  expect(reports.queryByText(/Share anonymous/)).not.toBeInTheDocument();
});
