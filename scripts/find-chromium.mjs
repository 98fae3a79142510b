// Finds a Chromium for Playwright, Lighthouse and screenshots: CHROMIUM_PATH, then the system's
// chromium, then Playwright's own download. On Debian as root it installs the `chromium` package.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
];

/** Flags headless Chromium needs on a locked-down machine (root, no GPU, no internet). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

async function playwrightOwn() {
  try {
    const { chromium } = await import('playwright-core');
    const p = chromium.executablePath();
    return p && fs.existsSync(p) ? p : undefined;
  } catch {
    return undefined;
  }
}

function tryAptInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) return false;
  console.error('No Chromium found: installing the Debian chromium package…');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}

export async function findChromium({ install = true } = {}) {
  if (process.env.CHROMIUM_PATH) {
    if (fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  }
  const system = SYSTEM_CANDIDATES.find((p) => fs.existsSync(p));
  if (system) return system;
  const own = await playwrightOwn();
  if (own) return own;
  if (install && tryAptInstall()) {
    const installed = SYSTEM_CANDIDATES.find((p) => fs.existsSync(p));
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install Google Chrome) ' +
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  );
}

/**
 * The browser for the Playwright suite: Chromium's headless shell (Debian's chromium-headless-shell,
 * the same build Playwright itself runs headless) when the machine has it, else findChromium(). It
 * draws no browser UI and runs no GPU process, and on a 2-core machine it ran the same specs about a
 * quarter faster than the full browser (docs/decisions/0067). Lighthouse keeps the full browser.
 */
export async function findHeadlessShell() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  const shell = ['/usr/bin/chromium-headless-shell'].find((p) => fs.existsSync(p));
  return shell ?? findChromium();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  findChromium()
    .then((p) => console.log(p))
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
