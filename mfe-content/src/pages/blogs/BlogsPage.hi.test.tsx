import { act, screen, within } from '@testing-library/react';
import { renderPage } from '../../testing/render';
import BlogsPage from './BlogsPage';

test('in Hindi: the heading, and each card with its Hindi title, date, reading time and Read More link', async () => {
  await act(async () => renderPage(<BlogsPage />, { path: '/blogs', locale: 'hi' }));
  expect(screen.getByRole('heading', { level: 1, name: 'निवेश सलाह पर ब्लॉग' })).toBeInTheDocument();
  expect(document.title).toBe('ब्लॉग | NISM Practice');
  const cards = screen.getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
    'NISM सीरीज़-XA: इन्वेस्टमेंट एडवाइज़र लेवल 1 परीक्षा की पूरी जानकारी',
    'NISM सीरीज़-XA की तैयारी: पढ़ाई का एक व्यावहारिक प्लान',
    'SEBI-रजिस्टर्ड इन्वेस्टमेंट एडवाइज़र के लिए ज़रूरी कंप्लायंस',
    'भारत में इन्वेस्टमेंट एडवाइज़र का बाज़ार: बढ़त, कमियाँ और अवसर',
  ]);
  const last = within(cards[3]);
  expect(last.getByText('02 मार्च 2025')).toBeInTheDocument();
  expect(last.getByText(/9 मिनट में पढ़ें/)).toBeInTheDocument();
  expect(last.getByRole('link', { name: 'आगे पढ़ें: भारत में इन्वेस्टमेंट एडवाइज़र का बाज़ार: बढ़त, कमियाँ और अवसर' })).toHaveAttribute(
    'href',
    '/blogs/investment-advisor-market-india',
  );
});
