// How this project starts Debian's Chromium headless (end-to-end tests, screenshots, the bench's
// Lighthouse). The machine's closed network refuses Chromium's own connections (updates, sync,
// field trials): without the three network flags it keeps retrying them, many at a time.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
