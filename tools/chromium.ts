// Headless Debian Chromium through playwright-core (never a downloaded browser), for the browser journeys and the
// benchmark. Without the background-networking flags Chromium keeps dialling Google's hosts, which this network refuses.
import { chromium, type Browser } from 'playwright-core';

/** Chromium's flags for every launch here (the browser journeys' Playwright config reads them too). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
