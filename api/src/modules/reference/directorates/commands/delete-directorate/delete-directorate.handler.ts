import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { conflict, notFound } from '@registry/domain/shared/domain-error';
import type { Directorate } from '@registry/domain/reference/directorates/directorate';
import { PG_POOL } from '#src/tokens';
import {
  DIRECTORATE_COLUMNS,
  DIRECTORATE_ID,
  directorateOf,
  type DirectorateRow,
} from '#src/modules/reference/directorates/directorates.table';
import { DeleteDirectorateCommand } from './delete-directorate.command.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(DeleteDirectorateCommand)
export class DeleteDirectorateHandler implements ICommandHandler<DeleteDirectorateCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ id, version }: DeleteDirectorateCommand): Promise<Directorate> {
    if (!DIRECTORATE_ID.test(id)) throw notFound();
    const { rows } = await this.pool.query<DirectorateRow>(
      sql`DELETE FROM directorates WHERE id = ${id} AND version = ${version} RETURNING ${Sql.raw(DIRECTORATE_COLUMNS)}`,
    );
    if (!rows[0]) {
      const still = await this.pool.query<{ version: number }>(sql`SELECT version FROM directorates WHERE id = ${id}`);
      if (!still.rows[0]) throw notFound();
      throw conflict('stale-version', { currentVersion: still.rows[0].version });
    }
    return directorateOf(rows[0]);
  }
}
