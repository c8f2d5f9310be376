import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { loadConfig } from '#src/config/config';
import { createApp } from '#src/create-app';
import { JsonLogger } from '#src/infrastructure/logging/logger';
import { MailCatcher } from '#src/infrastructure/mail/mail-catcher';
import { startRuntime, type Runtime } from '#src/runtime';
import { createTestDatabase, TEST_EVENT_CHAIN_KEY, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  runtime: Runtime;
  db: TestDatabase;
  /** The SMTP sink the portal sends to (its own catcher when started with `ownMailCatcher`). */
  mail: MailCatcher;
  /** Every log line the application wrote, for checks that no secret leaks. */
  logLines: string[];
  close(): Promise<void>;
}

/** The real application on its own fresh database, sending mail to a real SMTP sink. */
export async function startTestApp(options: { env?: Record<string, string>; ownMailCatcher?: boolean } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const sink = options.ownMailCatcher ? undefined : new MailCatcher();
  await sink?.start(0);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    APP_DATABASE_URL: db.appUrl,
    EVENT_CHAIN_KEY: TEST_EVENT_CHAIN_KEY,
    LOG_LEVEL: 'debug',
    MAIL_CATCHER_PORT: '0',
    ...(sink ? { SMTP_URL: sink.url } : {}),
    ...options.env,
  });
  const logLines: string[] = [];
  const runtime = await startRuntime(config, new JsonLogger('debug', (line) => logLines.push(line)));
  const app = await createApp(runtime);
  await app.init();
  // Fastify's routes exist once its instance is ready.
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    http: request(app.getHttpServer()),
    runtime,
    db,
    mail: sink ?? runtime.mailCatcher!,
    logLines,
    async close() {
      await app.close();
      await runtime.close();
      await sink?.stop();
      await db.drop();
    },
  };
}
