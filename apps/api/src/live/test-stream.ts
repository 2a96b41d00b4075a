import http from 'node:http';

/**
 * Opens the stream as a browser tab would, on a connection of its own (node:http rather than
 * fetch: after an abort, fetch's pool opens a spare connection that would hold app.close() up).
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const request = http.get(url, { agent: false, headers });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffer = '';
  return {
    headers: response.headers,
    status: response.statusCode,
    /** The next complete frame (blank-line separated, as the browser's parser reads), as lines. */
    async next(): Promise<string[]> {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await chunks.next();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
      const end = buffer.indexOf('\n\n');
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      return frame.split('\n');
    },
    /** The next frame that is not a heartbeat. */
    async nextEvent(): Promise<string[]> {
      for (;;) {
        const frame = await this.next();
        if (frame[0] !== ': ping') return frame;
      }
    },
    /** Resolves true once the server ends the stream. */
    async ended(): Promise<boolean> {
      while (!(await chunks.next()).done);
      return true;
    },
    /** The tab goes away. */
    leave: () => request.destroy(),
  };
}
