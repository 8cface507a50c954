// The web-vitals library must stay out of the shell's startup code: it is loaded by a dynamic import after the first
// paint (docs/field-data.md). Requiring the bootstrap module evaluates its whole static import graph.
const webVitalsEvaluated = jest.fn();
jest.mock('web-vitals/attribution', () => {
  webVitalsEvaluated();
  return { onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onFCP: jest.fn(), onTTFB: jest.fn() };
});
const collectorEvaluated = jest.fn();
jest.mock('./features/field-data/collector', () => {
  collectorEvaluated();
  return jest.requireActual('./features/field-data/collector');
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
  it('imports neither the field-data collector nor web-vitals; it hands the collector a loader', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const platform = jest.requireMock('@nism/platform') as { bootApp: jest.Mock; startFieldData: jest.Mock };
    jest.isolateModules(() => {
      require('./bootstrap');
    });
    expect(platform.bootApp).toHaveBeenCalledTimes(1);
    expect(collectorEvaluated).not.toHaveBeenCalled();
    expect(webVitalsEvaluated).not.toHaveBeenCalled();

    const config = { remotes: {}, fieldData: { enabled: true, sampleRate: 1 } };
    platform.bootApp.mock.calls[0][2].beforeRender(config);
    expect(platform.startFieldData).toHaveBeenCalledWith(config, { load: expect.any(Function) });
    expect(webVitalsEvaluated).not.toHaveBeenCalled();

    // The collector's module, loaded after the first paint, still does not evaluate web-vitals...
    const { load } = platform.startFieldData.mock.calls[0][1] as { load: () => Promise<{ runCollector: unknown }> };
    const collector = await load();
    expect(collectorEvaluated).toHaveBeenCalledTimes(1);
    expect(collector.runCollector).toEqual(expect.any(Function));
    expect(webVitalsEvaluated).not.toHaveBeenCalled();
    // ...its vitals loader imports it when it is called, in a sampled session.
    const { observeVitals } = jest.requireActual('@nism/platform/field-data/vitals') as { observeVitals: (r: () => void) => void };
    observeVitals(() => {});
    await new Promise((r) => setTimeout(r, 0));
    expect(webVitalsEvaluated).toHaveBeenCalledTimes(1);
  });
});
