import { type DynamicModule, Inject, Injectable, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Runtime } from './runtime.js';
import { CONFIG, EVENT_STORE, LOGGER, MAIL_CATCHER, MAILER, PG_POOL, PROJECTIONS, READ_REPLICAS } from './tokens.js';
import { HealthController } from './modules/health/health.controller.js';
import { DevMailController } from './modules/dev-mail/dev-mail.controller.js';
import type { Projections } from './event-store/projections/projections.js';
import type { AppConfig } from './config/config.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { featureModules } from './modules.js';
import { AccessGuard } from './shared/http/access.js';
import { XsrfGuard } from './shared/http/security.js';
import { IdempotencyInterceptor } from './shared/idempotency/idempotency.interceptor.js';
import { JsonApiContentTypeInterceptor } from './shared/http/json-api-content-type.interceptor.js';
import { registryValidationPipe } from './shared/http/validation.js';
import { ReadRoutingInterceptor } from './shared/http/read-routing.interceptor.js';

/** Starts the projection runners with the application and stops them before connections close. */
@Injectable()
class ProjectionLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(
    @Inject(PROJECTIONS) private readonly projections: Projections,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runProjections) this.projections.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.projections.stop();
  }
}

@Module({})
export class AppModule {
  static register(runtime: Runtime): DynamicModule {
    const infrastructure = [
      { provide: CONFIG, useValue: runtime.config },
      { provide: LOGGER, useValue: runtime.log },
      { provide: PG_POOL, useValue: runtime.db.pool },
      { provide: READ_REPLICAS, useValue: runtime.db.replicas },
      { provide: EVENT_STORE, useValue: runtime.eventStore },
      { provide: PROJECTIONS, useValue: runtime.projections },
      { provide: MAILER, useValue: runtime.mailer },
      { provide: MAIL_CATCHER, useValue: runtime.mailCatcher ?? null },
    ];
    return {
      module: AppModule,
      global: true,
      imports: [CqrsModule.forRoot(), IdentityModule, ...featureModules],
      controllers: [HealthController, ...(runtime.mailCatcher ? [DevMailController] : [])],
      providers: [
        ...infrastructure,
        ProjectionLifecycle,
        // Order matters: anti-forgery first, then who may call the route, then idempotent replay.
        { provide: APP_GUARD, useClass: XsrfGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_INTERCEPTOR, useClass: JsonApiContentTypeInterceptor },
        // Outside the idempotent replay, so that a replayed write moves the client's read-after position too.
        { provide: APP_INTERCEPTOR, useClass: ReadRoutingInterceptor },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
        { provide: APP_PIPE, useFactory: registryValidationPipe },
      ],
      exports: infrastructure.map((p) => p.provide),
    };
  }
}
