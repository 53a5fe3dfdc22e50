import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

/** Debian's full Chromium, as Lighthouse runs it, with the flags these machines need (see playwright.config.ts). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: apt-get install chromium (npm run bench does it)`,
    );
  }
}

export const launchChromium = () =>
  chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
