// The web-vitals library must stay out of the shell's startup code: it is loaded by a dynamic import after the first
// paint (docs/field-data.md). Requiring the bootstrap module evaluates its whole static import graph.
const webVitalsEvaluated = jest.fn();
jest.mock('web-vitals/attribution', () => {
  webVitalsEvaluated();
  return { onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onFCP: jest.fn(), onTTFB: jest.fn() };
});
jest.mock('@nism/platform', () => ({
  ...jest.requireActual('@nism/platform'),
  bootApp: jest.fn(() => Promise.resolve()),
  startFieldData: jest.fn(),
}));
jest.mock('./features/remotes/loader/early', () => ({ configResponse: new Promise(() => {}), prepareLandingPage: jest.fn() }));
jest.mock('./features/remotes/loader/registry', () => ({ loadRemoteModule: jest.fn(), registerRemotesOnce: jest.fn() }));
jest.mock('./features/remotes/loader/link-preload', () => ({ preloadLinkTargets: jest.fn() }));

describe("the shell's bootstrap", () => {
  it('does not import web-vitals; the collector gets a loader that imports it when called', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const platform = jest.requireMock('@nism/platform') as { bootApp: jest.Mock; startFieldData: jest.Mock };
    jest.isolateModules(() => {
      require('./bootstrap');
    });
    expect(platform.bootApp).toHaveBeenCalledTimes(1);
    expect(webVitalsEvaluated).not.toHaveBeenCalled();

    const config = { remotes: {}, fieldData: { enabled: true, sampleRate: 1 } };
    platform.bootApp.mock.calls[0][2].beforeRender(config);
    expect(platform.startFieldData).toHaveBeenCalledWith(config, { vitals: expect.any(Function) });
    expect(webVitalsEvaluated).not.toHaveBeenCalled();

    const { vitals } = platform.startFieldData.mock.calls[0][1] as { vitals: (report: () => void) => void };
    vitals(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(webVitalsEvaluated).toHaveBeenCalledTimes(1); // only when the collector calls it, after the first paint
  });
});
