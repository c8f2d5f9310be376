import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import type { Runtime } from './runtime.js';
import { JsonApiErrorFilter } from './infrastructure/http/errors.filter.js';
import { serveWebApps } from './infrastructure/http/web-apps.js';
import { securityMiddleware } from './shared/http/security.js';
import type { JsonLogger } from './infrastructure/logging/logger.js';

/** The repository root, from sources (api/src) and from the build (api/dist/api/src) alike. */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (path.basename(dir) !== 'api' || path.basename(path.dirname(dir)) === 'dist') dir = path.dirname(dir);
  return path.dirname(dir);
}

export async function createApp(runtime: Runtime): Promise<NestExpressApplication> {
  if (process.env.HTTP_ADAPTER === 'fastify') return createFastifyApp(runtime) as unknown as NestExpressApplication;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(runtime), {
    logger: runtime.log as JsonLogger,
    bufferLogs: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityMiddleware({ secureCookies: runtime.config.env === 'production' }));
  app.useBodyParser('json', { limit: '1mb', type: ['application/json', 'application/vnd.api+json'] });
  // Error reports (Sentry envelopes) arrive as text.
  app.useBodyParser('text', { limit: '1mb', type: ['text/plain', 'application/x-sentry-envelope'] });
  app.setGlobalPrefix('api', { exclude: ['dev/mail', 'dev/mail/messages'] });
  app.useGlobalFilters(new JsonApiErrorFilter(runtime.log));

  const openApi = new DocumentBuilder()
    .setTitle('Business Registry API')
    .setDescription('Companies, foreign branches, trade names and trademarks of the regional ministry of trade.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'api/docs/openapi.json' });

  serveWebApps(app.getHttpAdapter().getInstance(), repoRoot());
  return app;
}

/** EXPERIMENT (branch fastify-adapter): the same application under Fastify, enough to serve the trade-name routes. */
async function createFastifyApp(runtime: Runtime): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(runtime), new FastifyAdapter({ trustProxy: 'loopback', bodyLimit: 1024 * 1024 }), {
    logger: runtime.log as JsonLogger,
    bufferLogs: false,
  });
  app.use(securityMiddleware({ secureCookies: runtime.config.env === 'production' }));
  app.useBodyParser('application/vnd.api+json');
  app.setGlobalPrefix('api', { exclude: ['dev/mail', 'dev/mail/messages'] });
  app.useGlobalFilters(new JsonApiErrorFilter(runtime.log));
  return app;
}
