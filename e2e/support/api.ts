import { randomInt, randomUUID } from 'node:crypto';

/**
 * The portal's API as a browser client calls it (docs/api.md): the XSRF double-submit pair on
 * unsafe methods, an idempotency key on writes, a bearer token once signed in.
 */
const XSRF = `e2e-xsrf-${randomUUID()}`;

/**
 * A visitor's own address (198.18.0.0/15, the range set aside for tests), sent as X-Forwarded-For,
 * which the portal trusts from loopback only. The suite's many applicants would otherwise all be
 * 127.0.0.1 and meet the per-address limit on codes (30 an hour), which no real visitor shares.
 */
export const visitorAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;

export interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

export class PortalApi {
  constructor(
    readonly baseUrl: string,
    private token?: string,
    private readonly address = visitorAddress(),
  ) {}

  async call(
    method: string,
    path: string,
    options: { json?: unknown; form?: FormData; headers?: Record<string, string>; expect?: number[] } = {},
  ): Promise<{ status: number; headers: Headers; body: any }> {
    const headers: Record<string, string> = { 'Accept-Language': 'en', 'X-Forwarded-For': this.address, ...options.headers };
    if (method !== 'GET') Object.assign(headers, { Cookie: `XSRF-TOKEN=${XSRF}`, 'X-XSRF-TOKEN': XSRF, 'Idempotency-Key': randomUUID() });
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    const expected = options.expect ?? [200, 201, 202, 204];
    if (!expected.includes(res.status)) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 2000)}`);
    return { status: res.status, headers: res.headers, body: parsed };
  }

  /** The e-mails the local mail catcher received for this address, newest first (`GET /dev/mail/messages?to=`: not the whole mailbox of up to 1,000 e-mails each time). */
  async mails(to: string): Promise<CaughtMail[]> {
    const res = await fetch(`${this.baseUrl}/dev/mail/messages?${new URLSearchParams({ to })}`);
    if (!res.ok) throw new Error(`GET /dev/mail/messages: ${res.status} (is the mail catcher on? SMTP_URL must be unset)`);
    return ((await res.json()) as { data: CaughtMail[] }).data;
  }

  /** Ids of the messages already caught for this address, to tell the next one from them. */
  async mailIds(email: string): Promise<Set<string>> {
    return new Set((await this.mails(email)).map((m) => m.id));
  }

  /** The 6-digit code of the first new e-mail to this address (not in `seen`), waiting for the outbox to send it. */
  async nextCode(email: string, seen: Set<string>, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = (await this.mails(email)).find((m) => !seen.has(m.id));
      const code = mail && /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no code e-mailed to ${email} within ${timeoutMs} ms (GET /dev/mail/messages)`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Signs in as the applicant the way the portal does: generate-otp, the code from the mail catcher, verify-otp. */
  async signInApplicant(email: string): Promise<PortalApi> {
    const seen = await this.mailIds(email);
    await this.call('POST', '/api/v1/generate-otp', { json: { email } });
    const code = await this.nextCode(email, seen);
    const res = await this.call('POST', '/api/v1/verify-otp', { json: { email, code } });
    return new PortalApi(this.baseUrl, res.body.data.attributes.accessToken);
  }

  /** One document uploaded as the portal uploads it before submitting. */
  async upload(kind: string): Promise<string> {
    const pdf = new Blob([Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')], { type: 'application/pdf' });
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', pdf, 'identity.pdf');
    return (await this.call('POST', '/api/v1/files', { form })).body.data.id;
  }

  /**
   * Submits an application with the consistency handshake (`Prefer: respond-async`) and waits
   * for its process to be done, so that "my applications" (a read model) lists it.
   */
  async submitAndWait(path: '/api/v1/trade_names' | '/api/v1/businesses' | '/api/v1/trademarks', payload: unknown): Promise<string> {
    const res = await this.call('POST', path, { json: payload, headers: { Prefer: 'respond-async' } });
    const location = res.headers.get('location');
    if (res.status !== 202 || !location) return res.body.data.id;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const process = await this.call('GET', location);
      if (process.body.data.attributes.status === 'done') {
        const resource = String(process.body.data.attributes.location ?? '');
        return resource.split('/').pop()!;
      }
      if (Date.now() > deadline) throw new Error(`${location} still pending after 15 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
