import { SMTPServer } from 'smtp-server';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

const sentTo = (mail: CaughtMail, address: string) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase());

/**
 * A real SMTP server that keeps what it receives: the development start shows it at /dev/mail,
 * and tests read one-time codes from it. It never relays.
 */
export class MailCatcher {
  private readonly messages: CaughtMail[] = [];
  private readonly waiters = new Set<() => void>();
  private readonly server: SMTPServer;
  private boundPort?: number;

  constructor(private readonly limit = 1000) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      banner: 'registry mail catcher',
      onData: (stream, session, callback) => {
        // mailparser is loaded at the first message: a process that sends no mail to its catcher never needs it.
        import('mailparser')
          .then(({ simpleParser }) => simpleParser(stream))
          .then((parsed) => {
            this.messages.unshift({
              id: randomUUID(),
              from: parsed.from?.text ?? session.envelope.mailFrom?.toString() ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : null,
              receivedAt: new Date().toISOString(),
            });
            this.messages.length = Math.min(this.messages.length, this.limit);
            for (const wake of this.waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  async start(port = 0, host = '127.0.0.1'): Promise<number> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve());
    });
    this.boundPort = (this.server.server.address() as AddressInfo).port;
    return this.boundPort;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.boundPort}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Newest first; only those to `to` (any case) when given. */
  list(to?: string): CaughtMail[] {
    if (to === undefined) return [...this.messages];
    return this.messages.filter((m) => sentTo(m, to));
  }

  /** The newest message to this address that matches, waiting for it to arrive. */
  async waitFor(to: string, match: (mail: CaughtMail) => boolean = () => true, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find((m) => sentTo(m, to) && match(m));
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        this.waiters.add(wake);
      });
    }
  }
}
