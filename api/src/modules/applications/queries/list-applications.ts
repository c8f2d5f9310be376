import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { forbidden } from '../../../shared/errors/domain-error.js';
import { collection, type Page } from '../../../shared/http/json-api.js';
import type { Principal } from '../../../shared/http/principal.js';
import { ApplicationEntity } from '../projections/application.entity.js';

/**
 * The lists of spec §7 from the read model: an applicant sees the applications of the verified
 * e-mail, staff with `applications.read` all of them. Filters beyond status and paging are the
 * read side's (issue 6).
 */
@Injectable()
export class ApplicationLists {
  constructor(@InjectRepository(ApplicationEntity) private readonly rows: Repository<ApplicationEntity>) {}

  async list(kind: string, resourceType: string, principal: Principal, page: Page, status?: string, now = new Date()) {
    const query = this.rows.createQueryBuilder('a').where('a.kind = :kind', { kind });
    if (principal.kind === 'applicant') query.andWhere('lower(a.owner_email) = lower(:email)', { email: principal.email });
    else if (!principal.permissions.has('applications.read')) throw forbidden();
    if (status) query.andWhere('a.status = :status', { status });
    const [rows, total] = await query.orderBy('a.updated_at', 'DESC').addOrderBy('a.stream_id').skip(page.offset).take(page.size).getManyAndCount();
    return collection(
      resourceType,
      rows.map((r) => ({ id: r.streamId, status: r.status, name: r.name, uen: r.uen, ownerEmail: r.ownerEmail, version: Number(r.version), submittedAt: r.submittedAt, updatedAt: r.updatedAt, dueAt: r.dueAt, overdue: r.dueAt !== null && r.dueAt.getTime() < now.getTime() })),
      page,
      total,
    );
  }
}
