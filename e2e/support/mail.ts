import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** The folder the e2e server writes its .eml files to (playwright.config.ts, MAIL_DIR). */
const MAIL_DIR = `.data/e2e-mail-${process.env.E2E_PORT ?? 5180}`;

/** The plain-text part of the e-mail to `to` whose text matches `pattern`, waiting for the worker to write it. */
export async function mailTo(to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect(async () => {
    const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const raw = await readFile(path.join(MAIL_DIR, name));
      // The whole run's mail is here: parse only what is addressed to this person.
      if (!raw.includes(to)) continue;
      const mail = await simpleParser(raw);
      const text = mail.text ?? '';
      if (mail.to && JSON.stringify(mail.to).includes(to) && pattern.test(text)) {
        found = text;
        return;
      }
    }
    throw new Error(`no e-mail to ${to} yet`);
  }).toPass({ timeout: 20_000 });
  return found;
}
