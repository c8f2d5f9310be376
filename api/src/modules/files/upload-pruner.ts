import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LOGGER } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import { UploadedFiles } from './uploaded-files.js';

/** How often unattached uploads past their age are looked for. */
export const PRUNE_INTERVAL_MS = 15 * 60_000;

/**
 * Runs `UploadedFiles.pruneUnattached` in the API process: once at start, then every 15 minutes.
 * Every instance may run it (a row is deleted once, by whichever gets it). A failure (the
 * database away) is logged and tried again at the next turn.
 */
@Injectable()
export class UploadPruner implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly files: UploadedFiles,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onApplicationBootstrap(): void {
    const turn = () => {
      this.running ??= this.files
        .pruneUnattached()
        .catch((error) => this.log.warn('pruning unattached uploads failed', { error: (error as Error).message }))
        .finally(() => (this.running = undefined));
    };
    turn();
    this.timer = setInterval(turn, PRUNE_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
