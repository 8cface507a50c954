import { act, render, screen } from '@testing-library/react';
import { LocaleProvider } from '@nism/shared-ui';
import { defineTranslatedData, translatedComponent } from './translated';

const useGreeting = defineTranslatedData({ text: 'Hello' }, { hi: () => Promise.resolve({ default: { text: 'नमस्ते' } }) });
const useBroken = defineTranslatedData({ text: 'Hello' }, { hi: () => Promise.reject(new Error('chunk failed')) });
const Greeting = ({ use }: { use: () => { text: string } }) => <p>{use().text}</p>;

test('data shows its translation in Hindi, English in English, and English when the Hindi chunk fails', async () => {
  await act(async () =>
    render(
      <LocaleProvider locale="hi">
        <Greeting use={useGreeting} />
      </LocaleProvider>,
    ),
  );
  expect(screen.getByText('नमस्ते')).toBeInTheDocument();
  await act(async () => render(<Greeting use={useGreeting} />));
  expect(screen.getByText('Hello')).toBeInTheDocument();
  await act(async () =>
    render(
      <LocaleProvider locale="hi">
        <Greeting use={useBroken} />
      </LocaleProvider>,
    ),
  );
  expect(screen.getAllByText('Hello')).toHaveLength(2);
});

test('a component shows its translation in Hindi and the English one when the Hindi chunk fails', async () => {
  const English = () => <p>English page</p>;
  const Page = translatedComponent(English, { hi: () => Promise.resolve({ default: () => <p>हिंदी पेज</p> }) });
  const Broken = translatedComponent<object>(English, { hi: () => Promise.reject(new Error('chunk failed')) });
  await act(async () =>
    render(
      <LocaleProvider locale="hi">
        <Page />
        <Broken />
      </LocaleProvider>,
    ),
  );
  expect(screen.getByText('हिंदी पेज')).toBeInTheDocument();
  expect(screen.getByText('English page')).toBeInTheDocument();
});
