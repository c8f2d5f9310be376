import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import type { Runtime } from './runtime.js';
import { JsonApiErrorFilter } from './infrastructure/http/errors.filter.js';
import { inlineScriptHashes, serveWebApps } from './infrastructure/http/web-apps.js';
import { noStoreForAuthenticated, registerSecurityHeaders, xsrfCookieMiddleware } from './shared/http/security.js';
import { refuseMalformedInput } from './shared/http/well-formed-input.js';
import type { JsonLogger } from './infrastructure/logging/logger.js';
import { mapTileSource } from './config/config.js';

/** The repository root, from sources (api/src) and from the build (api/dist/api/src) alike. */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (path.basename(dir) !== 'api' || path.basename(path.dirname(dir)) === 'dist') dir = path.dirname(dir);
  return path.dirname(dir);
}

export async function createApp(runtime: Runtime): Promise<NestFastifyApplication> {
  // Fastify under Nest: about half of Express's CPU a request here (docs/trade-name-matching.md).
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(runtime),
    // The upload guards read their forms themselves (see ReceiveUpload), so the multipart parser is registered up front.
    new FastifyAdapter({ trustProxy: 'loopback', bodyLimit: 1024 * 1024, multipart: true }),
    { logger: runtime.log as JsonLogger, bufferLogs: false },
  );
  // Answers above 1 KB (API JSON, index.html) go compressed to a client that accepts it, brotli at a
  // quality cheap enough per request; the apps' files are compressed once at build (web-apps.ts)
  // and pass through untouched, as anything already carrying a Content-Encoding does.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const tileSource = mapTileSource(runtime.config.mapTiles);
  await registerSecurityHeaders(app.getHttpAdapter().getInstance(), {
    imageSources: tileSource ? [tileSource] : [],
    scriptHashes: inlineScriptHashes(repoRoot()),
  });
  app.use(xsrfCookieMiddleware({ secureCookies: runtime.config.env === 'production' }));
  noStoreForAuthenticated(app.getHttpAdapter().getInstance());
  // JSON bodies (both media types) are read by parsers that refuse deep nesting, and every
  // string, path and query parameter is checked before validation (well-formed-input.ts).
  refuseMalformedInput(app.getHttpAdapter().getInstance(), (type, parser) => app.useBodyParser(type, {}, parser));
  // Error reports (Sentry envelopes) arrive as text.
  app.useBodyParser(['text/plain', 'application/x-sentry-envelope'], {}, (_req, body, done) => done(null, body.toString('utf8')));
  // Other bodies reach their routes unread, as under Express: a route that reads one (the CSV
  // import) reads the stream, the others refuse in their own words.
  app
    .getHttpAdapter()
    .getInstance()
    .addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  app.setGlobalPrefix('api', { exclude: ['dev/mail', 'dev/mail/messages'] });
  const webApps = await serveWebApps(app.getHttpAdapter().getInstance(), repoRoot(), runtime.log);
  app.useGlobalFilters(new JsonApiErrorFilter(runtime.log, webApps.spaFallback, runtime.db.availability));

  const openApi = new DocumentBuilder()
    .setTitle('Business Registry API')
    .setDescription('Companies, foreign branches, trade names and trademarks of the regional ministry of trade.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}
