import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * A minimal SMTP server on loopback that keeps every message it receives as a file, so journeys
 * can follow the links Bayti mails (password reset) through the server's real SMTP transport.
 */
export async function startMailSink(
  dir: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server: Server = createServer((socket) => {
    let buffer = '';
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 bayti-test-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received += 1;
            writeFileSync(
              path.join(dir, `${String(received).padStart(4, '0')}.eml`),
              data.join('\r\n'),
            );
            data = null;
            reply('250 OK: queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 bayti-test-sink');
        else if (command === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the mail sink has no port');
  return {
    port: address.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The text body of a stored message (Bayti sends text/plain, base64-encoded). */
export function messageText(raw: string): { to: string; subject: string; text: string } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const body = rest.join('\r\n\r\n');
  const text = /base64/i.test(header('Content-Transfer-Encoding'))
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
  return { to: header('To'), subject: header('Subject'), text };
}
