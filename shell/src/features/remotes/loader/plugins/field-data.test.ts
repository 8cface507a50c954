import { fieldState, wasReported } from '@nism/platform/field-data/store';
import { buildIdOf, fieldDataPlugin } from './field-data';

type Hooks = Required<Pick<ReturnType<typeof fieldDataPlugin>, 'loadRemoteSnapshot' | 'onLoad' | 'errorLoadRemote'>>;

const manifest = (hash: string) => ({
  metaData: { buildInfo: { buildVersion: '1.0.0', buildName: '@nism/mfe-testing' } },
  exposes: [{ assets: { js: { sync: [`assets/__federation_expose_AttemptPage.${hash}.js`] } } }],
  shared: [],
});

describe('fieldDataPlugin', () => {
  const sink = jest.fn();
  let plugin: Hooks;
  beforeEach(() => {
    sink.mockReset();
    fieldState().sink = sink;
    fieldState().versions = {};
    plugin = fieldDataPlugin() as Hooks;
  });
  afterEach(() => {
    fieldState().sink = null;
  });

  it("keeps each remote's build id from its manifest: the version and a hash of its hashed files", async () => {
    const args = { moduleInfo: { name: 'testing' }, manifestJson: manifest('aaaa111111'), remoteSnapshot: {}, from: 'manifest' };
    expect(await plugin.loadRemoteSnapshot(args as never)).toBe(args);
    expect(fieldState().versions.testing).toMatch(/^1\.0\.0\+[0-9a-f]{8}$/);
    expect(buildIdOf(manifest('aaaa111111'))).toBe(fieldState().versions.testing);
    expect(buildIdOf(manifest('bbbb222222'))).not.toBe(fieldState().versions.testing);
  });

  it('reports each module that loaded once, as kind remote name load', async () => {
    const args = { id: 'catalog/ExamsPage', remote: { name: 'catalog' } };
    expect(await plugin.onLoad(args as never)).toBeUndefined(); // never replaces the module
    await plugin.onLoad(args as never);
    expect(sink).toHaveBeenCalledTimes(1);
    expect(sink).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'remote', name: 'load', remote: 'catalog', message: 'catalog/ExamsPage' }),
    );
  });

  it('reports a failed load once, at its last lifecycle, marks the error and recovers nothing', async () => {
    const manifestError = new SyntaxError('Unexpected end of JSON input');
    expect(
      await plugin.errorLoadRemote({
        id: 'https://t.example/mf-manifest.json',
        error: manifestError,
        lifecycle: 'afterResolve',
        from: 'runtime',
      } as never),
    ).toBeUndefined();
    expect(sink).not.toHaveBeenCalled(); // the same failure reaches 'onLoad' next
    const error = new Error(
      '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"https://t.example/mf-manifest.json"}\nView the docs to see how to solve: https://module-federation.io/x\nOriginal Error Message:\n SyntaxError: Unexpected end of JSON input',
    );
    const result = await plugin.errorLoadRemote({ id: 'testing/AttemptPage', error, lifecycle: 'onLoad', from: 'runtime' } as never);
    expect(result).toBeUndefined(); // the loader rejects and the route shows its inline error
    expect(sink).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'remote',
        name: 'load-failed',
        remote: 'testing',
        message:
          'testing/AttemptPage: [ Federation Runtime ]: Failed to get manifest. #RUNTIME-003 SyntaxError: Unexpected end of JSON input',
      }),
    );
    expect(wasReported(error)).toBe(true); // so the route's error boundary does not report it again
    await plugin.errorLoadRemote({ id: 'testing/AttemptPage', error: new Error('again'), lifecycle: 'onLoad', from: 'runtime' } as never);
    expect(sink).toHaveBeenCalledTimes(1); // once per module and page, as loads are counted
  });
});
