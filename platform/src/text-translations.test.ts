// Each test loads its own copy of the module: the translations are kept per language for the whole visit.
type Modules = { client: typeof import('./client'); texts: typeof import('./text-translations') };
function freshModules(rpc: jest.Mock): Modules['texts'] {
  let loaded!: Modules;
  jest.isolateModules(() => {
    loaded = { client: require('./client'), texts: require('./text-translations') };
  });
  loaded.client.setSupabaseForTesting({ rpc });
  return loaded.texts;
}

test('English reads nothing: the database holds the English', async () => {
  const rpc = jest.fn();
  await expect(freshModules(rpc).textTranslations('en')).resolves.toEqual(new Map());
  expect(rpc).not.toHaveBeenCalled();
});

test('Hindi is read once per visit, keyed by the English text; a text without one stays English', async () => {
  const rpc = jest.fn().mockResolvedValue({ data: [{ source: 'Time Value of Money', text: 'मुद्रा का समय मूल्य' }], error: null });
  const { textTranslations, translateText } = freshModules(rpc);
  const translations = await textTranslations('hi');
  await textTranslations('hi');
  expect(rpc).toHaveBeenCalledTimes(1);
  expect(rpc).toHaveBeenCalledWith('get_text_translations', { p_language: 'hi' });
  expect(translateText(translations, 'Time Value of Money')).toBe('मुद्रा का समय मूल्य');
  expect(translateText(translations, 'Time value of money')).toBe('Time value of money');
});

test('a failed read shows the English, and a page 30 s later asks again (never a read per render)', async () => {
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
  const rpc = jest
    .fn()
    .mockResolvedValueOnce({ data: null, error: { message: 'upstream', code: '500' } })
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce({ data: [{ source: 'Aim', text: 'उद्देश्य' }], error: null });
  const { textTranslations } = freshModules(rpc);
  await expect(textTranslations('hi')).resolves.toEqual(new Map());
  await expect(textTranslations('hi')).resolves.toEqual(new Map());
  expect(rpc).toHaveBeenCalledTimes(1);
  now.mockReturnValue(1_031_000);
  await expect(textTranslations('hi')).resolves.toEqual(new Map());
  now.mockReturnValue(1_062_000);
  await expect(textTranslations('hi')).resolves.toEqual(new Map([['Aim', 'उद्देश्य']]));
  expect(rpc).toHaveBeenCalledTimes(3);
  now.mockRestore();
});
