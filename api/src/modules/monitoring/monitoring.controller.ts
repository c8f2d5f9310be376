import { Body, Controller, Get, HttpCode, Inject, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CONFIG, LOGGER } from '#src/tokens';
import type { AppConfig } from '#src/config/config';
import type { Logger } from '#src/infrastructure/logging/logger';
import { Public } from '#src/shared/http/access';
import { WithoutXsrf } from '#src/shared/http/security';
import { DomainError } from '@registry/domain/shared/domain-error';
import { envelopeDsn, sameDsn, targetOf } from './sentry-envelope.js';

const FORWARD_TIMEOUT_MS = 5_000;

/**
 * `/api/config`: what the portals need to know at start (spec §7 base area), and
 * `/api/monitoring`: the same-origin tunnel their error reports go through (issue 7), so that a
 * browser's content blockers and the CSP allow it and the DSN's host never needs opening.
 */
@ApiTags('monitoring')
@Controller()
export class MonitoringController {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  @Get('config')
  @Public()
  @ApiOperation({
    summary:
      'Public settings of the portals: environment, the error-reporting DSN (null: no reporting), the map tile server and its attribution (null: a map without tiles)',
  })
  settings() {
    const tiles = this.config.mapTiles;
    return {
      data: {
        type: 'config',
        id: 'portal',
        attributes: {
          environment: this.config.env,
          sentryDsn: this.config.sentryDsn ?? null,
          mapTileUrl: tiles?.url ?? null,
          mapTileAttribution: tiles?.attribution ?? null,
        },
      },
    };
  }

  @Post('monitoring')
  @Public()
  @WithoutXsrf()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Error-reporting tunnel: a Sentry envelope for the registry’s own DSN is forwarded; nothing when no DSN is set',
  })
  async tunnel(@Body() envelope: unknown, @Res({ passthrough: true }) res: FastifyReply) {
    const dsn = this.config.sentryDsn;
    if (!dsn) {
      res.status(204);
      return;
    }
    if (typeof envelope !== 'string' || !envelope) throw new DomainError('bad-request', { code: 'monitoring.not-an-envelope' });
    const named = envelopeDsn(envelope);
    const target = targetOf(dsn);
    if (!named || !target || !sameDsn(named, dsn)) throw new DomainError('bad-request', { code: 'monitoring.unknown-dsn' });
    try {
      const answer = await fetch(target.ingestUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-sentry-envelope' },
        body: envelope,
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
      if (!answer.ok) this.log.warn('monitoring: error report refused by the collector', { status: answer.status });
    } catch (error) {
      // A lost error report must not become an error of the page that sent it.
      this.log.warn('monitoring: error report not forwarded', { error: String(error) });
    }
    return {};
  }
}
