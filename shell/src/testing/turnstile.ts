// A stand-in for Cloudflare's Turnstile script (jsdom loads no external script): the forms' widget renders into
// it, and a test completes the check by handing the widget a token.
import { act, cleanup } from '@testing-library/react';
import { setSupabaseForTesting, type RuntimeConfig } from '@nism/platform';
import { fakeSupabaseAuth } from './render';

const baseConfig: RuntimeConfig = {
  supabaseUrl: 'http://localhost:54321',
  supabasePublishableKey: 'anon',
  remotes: { catalog: 'http://x/c.json', checkout: 'http://x/k.json', testing: 'http://x/t.json', content: 'http://x/n.json' },
  razorpay: { keyId: 'rzp_test', checkoutScriptUrl: 'http://localhost:54321/razorpay/checkout.js' },
};
export const SITE_KEY = '1x00000000000000000000AA';

interface Widget {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': (token: string) => void;
}
const widgets: Widget[] = [];
export const turnstile = {
  render: jest.fn((_el: string | HTMLElement, params?: object) => {
    widgets.push(params as Widget);
    return `w${widgets.length}`;
  }),
  reset: jest.fn(),
  remove: jest.fn(),
  getResponse: jest.fn(),
  isExpired: jest.fn(() => false),
  execute: jest.fn(),
  ready: jest.fn(),
};

/** The fake backend, with config.json's captcha section on or off. */
export function captchaBackend(captcha: boolean, overrides = {}) {
  const auth = fakeSupabaseAuth(overrides);
  setSupabaseForTesting({ auth }, { ...baseConfig, ...(captcha && { captcha: { provider: 'turnstile', siteKey: SITE_KEY } }) });
  return auth;
}
export const turnstileScript = () => document.querySelector('script[src^="https://challenges.cloudflare.com/turnstile/v0/api.js"]');
/** The widget as the visitor completes it: Turnstile calls back with a token. */
export const solve = (token: string) => act(() => widgets.at(-1)!.callback(token));

/** The widgets rendered so far (the last is the form's). */
export const lastWidget = () => widgets.at(-1)!;

/** Installs the fake before each test and removes the script and the fake after it. */
export function installFakeTurnstile(on: boolean) {
  beforeEach(() => {
    widgets.length = 0;
    jest.clearAllMocks();
    if (on) window.turnstile = turnstile;
  });
  afterEach(() => {
    cleanup(); // the widget removes itself through window.turnstile: unmount before the fake goes
    turnstileScript()?.remove();
    delete window.turnstile;
  });
}
