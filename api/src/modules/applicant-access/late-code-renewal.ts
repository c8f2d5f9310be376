import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { OutboxWorker } from '#src/infrastructure/outbox/outbox-worker';
import { CODE_TEMPLATES } from './mail-templates.js';
import { OneTimeCodes } from './one-time-codes.js';

/**
 * Plugs the codes' renewer into the outbox worker (which knows no module) before it starts: a code
 * e-mail whose turn comes too close to the code's expiry goes out with a fresh code (issue 36 §1).
 */
@Injectable()
export class LateCodeRenewal implements OnModuleInit {
  constructor(
    @Inject(OutboxWorker) private readonly worker: OutboxWorker,
    private readonly codes: OneTimeCodes,
  ) {}

  onModuleInit(): void {
    this.worker.renewWith([...CODE_TEMPLATES.keys()], (session, mail) => this.codes.renewLateCode(session, mail));
  }
}
