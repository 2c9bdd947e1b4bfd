import fs from 'node:fs';

/** Debian's Chromium (or CHROMIUM_PATH): Playwright's own browser download does not work on our machines. */
export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : undefined;
}
