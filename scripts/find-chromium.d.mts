/** Flags headless Chromium needs on a locked-down machine (root, no GPU, no internet). */
export const CHROMIUM_ARGS: string[];
/** The path of a Chromium to drive: CHROMIUM_PATH, the system's, or Playwright's own (installing one on Debian). */
export function findChromium(options?: { install?: boolean }): Promise<string>;
/** The browser for the Playwright suite: Chromium's headless shell when the machine has it, else findChromium(). */
export function findHeadlessShell(): Promise<string>;
