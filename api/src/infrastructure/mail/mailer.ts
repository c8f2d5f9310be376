import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID (`<id@host>`): the same on a re-send, so that a receiver can tell it is one message. */
  messageId?: string;
}

export interface MailerOptions {
  /**
   * SMTP connections kept open and used at once (nodemailer's pooled transport); 0: a new
   * connection per e-mail, closed after it (the unpooled transport, for comparison).
   */
  maxConnections?: number;
  /** E-mails sent over one pooled connection before it is replaced (servers cap this). */
  maxMessages?: number;
}

/** Sends e-mail over SMTP (nodemailer). Callers that must not lose mail go through the outbox. */
export class Mailer {
  private readonly transport: Transporter;
  /** How many e-mails it sends at once: what the outbox worker keeps in flight. */
  readonly connections: number;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    options: MailerOptions = {},
  ) {
    const maxConnections = options.maxConnections ?? 5;
    this.connections = Math.max(1, maxConnections);
    // Pooled: a burst of status e-mails reuses a few open connections instead of a TCP and SMTP
    // handshake per e-mail; the pool reconnects when the server closes an idle connection.
    this.transport =
      maxConnections > 0
        ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections, maxMessages: options.maxMessages ?? 100 })
        : nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  close(): void {
    this.transport.close();
  }
}
