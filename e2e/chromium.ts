// How this project starts Debian's Chromium headless (end-to-end tests, screenshots, the bench's
// Lighthouse). The machine's closed network refuses Chromium's own connections (updates, sync,
// field trials): without the three network flags it keeps retrying them, many at a time. Chromium
// 156 also draws its own address-bar pages (the omnibox popup and its AI-mode box, WebUI pages in a
// renderer of their own) for every new window, a context included, though nothing headless shows
// them: about 1.4 s of CPU at start and a new renderer now and then; the last flag turns them off
// (on two cores, 8–15 % off the end-to-end tests' time; docs/PERFORMANCE.md "The test suite's time").
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
