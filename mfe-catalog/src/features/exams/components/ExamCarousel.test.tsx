import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@nism/shared-ui';
import { TestAuthProvider } from '@nism/shared-auth';
import { EXAMS } from '../../../testing/fixtures';
import { ExamCarousel } from './ExamCarousel';

function setWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

function renderCarousel() {
  render(
    <TestAuthProvider>
      <MemoryRouter>
        <h2 id="t">Exams</h2>
        <ExamCarousel labelledBy="t" exams={EXAMS} />
      </MemoryRouter>
    </TestAuthProvider>,
  );
  return screen.getByRole('region', { name: 'Exams' });
}

/** Names of the exam cards a user can currently see (the others are hidden and inert). */
const visibleCards = () => screen.getAllByRole('article').map((a) => a.querySelector('h3')!.textContent);

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

test('from md up it shows three cards and the buttons move it one card at a time', async () => {
  setWide(true);
  renderCarousel();
  expect(visibleCards()).toEqual(EXAMS.slice(0, 3).map((e) => e.name));
  expect(screen.getByText('1–3 of 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous exams' })).toHaveAttribute('aria-disabled', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Next exams' }));
  expect(visibleCards()).toEqual(EXAMS.slice(1, 4).map((e) => e.name));
  await userEvent.click(screen.getByRole('button', { name: 'Next exams' }));
  expect(screen.getByText('3–5 of 5')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next exams' })).toHaveAttribute('aria-disabled', 'true');

  await userEvent.click(screen.getByRole('button', { name: 'Previous exams' }));
  expect(screen.getByText('2–4 of 5')).toBeInTheDocument();
});

test('on phones one card shows, counted as "1 of 5"; arrow keys, Home and End move it', async () => {
  setWide(false);
  renderCarousel();
  expect(visibleCards()).toEqual([EXAMS[0].name]);
  expect(screen.getByText('1 of 5')).toBeInTheDocument();
  expect(screen.queryByText(/1–1/)).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next exams' }));
  await userEvent.keyboard('{ArrowRight}');
  expect(visibleCards()).toEqual([EXAMS[2].name]);
  expect(screen.getByText('3 of 5')).toBeInTheDocument();
  await userEvent.keyboard('{ArrowLeft}');
  expect(visibleCards()).toEqual([EXAMS[1].name]);
  await userEvent.keyboard('{End}');
  expect(visibleCards()).toEqual([EXAMS[4].name]);
  await userEvent.keyboard('{Home}');
  expect(visibleCards()).toEqual([EXAMS[0].name]);
});

test('a sideways swipe moves it; a short or vertical move does not', async () => {
  setWide(false);
  const region = renderCarousel();
  const viewport = region.firstElementChild as HTMLElement;
  const user = userEvent.setup();
  const drag = (from: [number, number], to: [number, number]) =>
    user.pointer([
      { keys: '[TouchA>]', target: viewport, coords: { clientX: from[0], clientY: from[1] } },
      { pointerName: 'TouchA', target: viewport, coords: { clientX: to[0], clientY: to[1] } },
      { keys: '[/TouchA]', target: viewport, coords: { clientX: to[0], clientY: to[1] } },
    ]);

  await drag([300, 100], [100, 110]);
  expect(visibleCards()).toEqual([EXAMS[1].name]);
  await drag([100, 100], [300, 90]);
  expect(visibleCards()).toEqual([EXAMS[0].name]);
  await drag([300, 100], [280, 100]); // too short
  await drag([200, 100], [150, 300]); // a vertical scroll
  expect(visibleCards()).toEqual([EXAMS[0].name]);
});
