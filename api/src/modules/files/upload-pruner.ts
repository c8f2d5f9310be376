import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { LOGGER } from '#src/tokens';
import type { Logger } from '#src/infrastructure/logging/logger';
import { PeriodicWork } from '#src/infrastructure/scheduling/periodic-work';
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
  private readonly periodic = new PeriodicWork(
    () => this.files.pruneUnattached(),
    PRUNE_INTERVAL_MS,
    (error) => this.log.warn('pruning unattached uploads failed', { error: error.message }),
  );

  constructor(
    private readonly files: UploadedFiles,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.periodic.start({ now: true });
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }
}
