import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { conflict, notFound } from '@registry/domain/shared/domain-error';
import type { Directorate, DirectorateFields } from '@registry/domain/reference/directorates/directorate';
import { PG_POOL } from '#src/tokens';
import { inTransaction } from '#src/infrastructure/database/transaction';
import {
  DIRECTORATE_COLUMNS,
  DIRECTORATE_ID,
  directorateOf,
  provinceProblem,
  type DirectorateRow,
} from '#src/modules/reference/directorates/directorates.table';
import { UpdateDirectorateCommand } from './update-directorate.command.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(UpdateDirectorateCommand)
export class UpdateDirectorateHandler implements ICommandHandler<UpdateDirectorateCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /** The fields given replace the stored ones, at `change.version` (409 stale-version otherwise). */
  async execute({ id, change }: UpdateDirectorateCommand): Promise<Directorate> {
    if (!DIRECTORATE_ID.test(id)) throw notFound();
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<DirectorateRow>(
        sql`SELECT ${Sql.raw(DIRECTORATE_COLUMNS)} FROM directorates WHERE id = ${id} FOR UPDATE`,
      );
      if (!rows[0]) throw notFound();
      const current = directorateOf(rows[0]);
      if (current.version !== change.version) throw conflict('stale-version', { currentVersion: current.version });
      const next: DirectorateFields = {
        provinceId: change.provinceId ?? current.provinceId,
        name: change.name ?? current.name,
        address: change.address ?? current.address,
        hours: change.hours ?? current.hours,
        phone: change.phone ?? current.phone,
        email: change.email ?? current.email,
        website: change.website ?? current.website,
      };
      try {
        const updated = await client.query<DirectorateRow>(
          sql`UPDATE directorates SET province_id = ${next.provinceId}, name = ${next.name}, address = ${next.address}, hours = ${next.hours}, phone = ${next.phone}, email = ${next.email}, website = ${next.website},
                  version = version + 1, updated_at = now()
            WHERE id = ${id} RETURNING ${Sql.raw(DIRECTORATE_COLUMNS)}`,
        );
        return directorateOf(updated.rows[0]!);
      } catch (error) {
        return provinceProblem(error, next.provinceId);
      }
    });
  }
}
