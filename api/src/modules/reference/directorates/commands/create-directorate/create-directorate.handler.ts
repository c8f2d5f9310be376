import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import type { Directorate } from '@registry/domain/reference/directorates/directorate';
import { PG_POOL } from '#src/tokens';
import {
  DIRECTORATE_COLUMNS,
  directorateOf,
  provinceProblem,
  type DirectorateRow,
} from '#src/modules/reference/directorates/directorates.table';
import { CreateDirectorateCommand } from './create-directorate.command.js';
import { Sql, sql } from '#src/infrastructure/database/read-models/sql';

@CommandHandler(CreateDirectorateCommand)
export class CreateDirectorateHandler implements ICommandHandler<CreateDirectorateCommand> {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async execute({ fields }: CreateDirectorateCommand): Promise<Directorate> {
    const id = randomUUID();
    try {
      const { rows } = await this.pool.query<DirectorateRow>(
        sql`INSERT INTO directorates (id, province_id, name, address, hours, phone, email, website)
         VALUES (${id}, ${fields.provinceId}, ${fields.name}, ${fields.address}, ${fields.hours}, ${fields.phone}, ${fields.email}, ${fields.website}) RETURNING ${Sql.raw(DIRECTORATE_COLUMNS)}`,
      );
      return directorateOf(rows[0]!);
    } catch (error) {
      return provinceProblem(error, fields.provinceId);
    }
  }
}
