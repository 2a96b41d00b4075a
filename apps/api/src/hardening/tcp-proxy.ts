import net from 'node:net';

/**
 * A TCP relay between the app and PostgreSQL that a test can cut and restore: the database
 * "goes away" for this app only, while the machine's PostgreSQL keeps serving the other tests.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  private stalled = false;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      if (this.stalled) {
        // Accepted, never answered: a database host that stopped responding.
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => client.destroy());
        return;
      }
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Drops every open connection and refuses new ones (as a stopped server does). */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Drops open connections and swallows new ones without a word (packets lost, not refused). */
  stall(): void {
    this.stalled = true;
    for (const socket of this.sockets) socket.destroy();
  }

  /** Forwards again, listening again on the same port if it was cut. */
  async restore(): Promise<void> {
    this.stalled = false;
    for (const socket of this.sockets) socket.destroy();
    if (!this.server) await this.start();
  }
}
