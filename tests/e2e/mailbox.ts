import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { messageText } from './mail-sink.ts';

export type Mail = ReturnType<typeof messageText>;

/** Every message the server's mail sink holds, newest first. */
export function mailsIn(mailDir: string): Mail[] {
  const files = existsSync(mailDir) ? readdirSync(mailDir).sort().reverse() : [];
  return files.map((file) => messageText(readFileSync(path.join(mailDir, file), 'utf8')));
}

/** The newest message sent to `to` (whose subject matches, when given), once it is mailed. */
export async function mailTo(mailDir: string, to: string, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = mailsIn(mailDir).find(
          (message) => message.to.includes(to) && (!subject || subject.test(message.subject)),
        );
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The verification link of the newest verify mail to `to`. */
export async function verifyLinkTo(mailDir: string, to: string): Promise<URL> {
  const mail = await mailTo(mailDir, to, /Verify your email/);
  const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No verification link in the mail to ${to}: ${mail.text}`);
  return new URL(link);
}
