import { parseRuntimeConfig } from './config';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabasePublishableKey: 'anon',
  remotes: {
    catalog: 'http://localhost:3001/mf-manifest.json',
    checkout: 'http://localhost:3002/mf-manifest.json',
    testing: 'http://localhost:3003/mf-manifest.json',
    content: 'http://localhost:3004/mf-manifest.json',
  },
  razorpay: { keyId: 'rzp_test_x', checkoutScriptUrl: 'http://localhost:54321/razorpay/checkout.js' },
};

describe('runtime config', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(valid).remotes.content).toBe('http://localhost:3004/mf-manifest.json');
  });

  it('names the missing key', () => {
    const { supabasePublishableKey: _omit, ...rest } = valid;
    expect(() => parseRuntimeConfig(rest)).toThrow('"supabasePublishableKey" is missing or empty.');
    // One written for an earlier shell, with the legacy key's name, is told the new name.
    expect(() => parseRuntimeConfig({ ...rest, supabaseAnonKey: 'eyJ' })).toThrow(
      '"supabaseAnonKey" is now "supabasePublishableKey": the project\'s publishable key (sb_publishable_…).',
    );
  });

  it('names a remote URL that is not a URL', () => {
    const bad = { ...valid, remotes: { ...valid.remotes, testing: 'nope' } };
    expect(() => parseRuntimeConfig(bad)).toThrow('"remotes.testing" must be an http(s) URL, got "nope".');
  });

  it('lets a standalone remote omit the remotes it does not load', () => {
    const cfg = parseRuntimeConfig({ ...valid, remotes: {} }, []);
    expect(cfg.remotes).toEqual({});
  });

  it('rejects a non-object', () => {
    expect(() => parseRuntimeConfig('x')).toThrow('config.json must hold a JSON object.');
  });

  it('reads the optional fieldData section; without it field data is off', () => {
    expect(parseRuntimeConfig(valid).fieldData).toBeUndefined();
    expect(parseRuntimeConfig({ ...valid, fieldData: { enabled: true, sampleRate: 0.25 } }).fieldData).toEqual({
      enabled: true,
      sampleRate: 0.25,
    });
    expect(parseRuntimeConfig({ ...valid, fieldData: { enabled: false } }).fieldData).toEqual({ enabled: false, sampleRate: 1 });
  });

  it('names a wrong fieldData key', () => {
    expect(() => parseRuntimeConfig({ ...valid, fieldData: { enabled: 'yes' } })).toThrow('"fieldData.enabled" must be true or false.');
    expect(() => parseRuntimeConfig({ ...valid, fieldData: { enabled: true, sampleRate: 2 } })).toThrow(
      '"fieldData.sampleRate" must be a number from 0 to 1.',
    );
  });

  it('reads the optional captcha section (Turnstile); without it CAPTCHA is off', () => {
    expect(parseRuntimeConfig(valid).captcha).toBeUndefined();
    expect(parseRuntimeConfig({ ...valid, captcha: { provider: 'turnstile', siteKey: '0x4AAA' } }).captcha).toEqual({
      provider: 'turnstile',
      siteKey: '0x4AAA',
    });
    expect(() => parseRuntimeConfig({ ...valid, captcha: { provider: 'hcaptcha', siteKey: 'k' } })).toThrow(
      '"captcha.provider" must be "turnstile".',
    );
    expect(() => parseRuntimeConfig({ ...valid, captcha: { provider: 'turnstile' } })).toThrow('"captcha.siteKey" is missing or empty.');
  });
});
