import { Public } from '#src/shared/http/access';
import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MAIL_CATCHER } from '#src/tokens';
import type { MailCatcher } from '#src/infrastructure/mail/mail-catcher';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The local mail catcher's page (development only: registered when SMTP_URL is unset).
 * A developer tool, so English only; the e-mails it shows are in the recipient's language.
 */
@ApiExcludeController()
@Public()
@Controller('dev/mail')
export class DevMailController {
  constructor(@Inject(MAIL_CATCHER) private readonly catcher: MailCatcher) {}

  /**
   * Every caught e-mail, or with `?to=<address>` that recipient's only: a test waiting for its
   * code asks for its own, not for the whole mailbox (up to 1,000 e-mails with their HTML) each time.
   */
  @Get('messages')
  messages(@Query('to') to?: unknown) {
    return { data: this.catcher.list(typeof to === 'string' ? to : undefined) };
  }

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  page(): string {
    const rows = this.catcher
      .list()
      .map(
        (m) => `<article>
  <h2 dir="auto">${escape(m.subject)}</h2>
  <p><strong>To:</strong> ${escape(m.to.join(', '))} · <strong>From:</strong> ${escape(m.from)} · <time>${escape(m.receivedAt)}</time></p>
  <pre dir="auto">${escape(m.text)}</pre>
</article>`,
      )
      .join('\n');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>Mail catcher · Business Registry</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}h2{margin:0 0 .5rem;font-size:1.1rem}</style>
</head><body><main><h1>Mail catcher</h1>
<p>Every e-mail the portal sent since it started (newest first). This page refreshes every 5 seconds.</p>
${rows || '<p>No e-mail yet.</p>'}
</main></body></html>`;
  }
}
