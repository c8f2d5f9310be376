import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ForStaff } from '#src/shared/http/access';
import { ROLES } from '@registry/domain/identity/permissions';
import type { StaffUserRow } from '#src/modules/identity/users/staff-users.repository';
import { JsonServerDialect, JsonServerQuery, listed, readRange } from '#src/modules/admin-directory/json-server';
import { MAX_QUEUE_RANGE } from '../review-queue/review-queue.http.controller.js';
import { ReviewStaffQuery, StateCountsQuery } from './review-figures.queries.js';
import { staffDisplayName } from './staff-display-name.js';

/** Staff by role (`role=reviewer`: whom to assign), or by id (react-admin's getMany: `id=a&id=b`). */
export class StaffQuery extends JsonServerQuery {
  @IsOptional()
  @IsIn(ROLES)
  role?: string;
}

/**
 * What the dashboard and the queues' pickers read besides the queues: how many applications
 * are in each state, and staff by name (the reviewers one may assign, the actors of a history).
 */
@ApiTags('back office')
@Controller('admin')
@UseInterceptors(JsonServerDialect)
export class AdminReviewFiguresController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('state-counts')
  @ForStaff('applications.read')
  @ApiOperation({ summary: 'Applications per kind and workflow state, from the read model (one row per pair)' })
  async stateCounts(@Query() _query: JsonServerQuery) {
    const rows = await this.queryBus.execute(new StateCountsQuery());
    return listed(rows, rows.length);
  }

  @Get('staff')
  @ForStaff('applications.read')
  @ApiOperation({
    summary: 'Active staff by name (id, name, e-mail, roles), optionally of one role: assignees, and the actors of a history',
  })
  async staff(@Query() query: StaffQuery) {
    const named = (u: StaffUserRow) => ({
      id: u.id,
      name: staffDisplayName(u),
      email: u.email,
      roles: u.roles,
    });
    // getMany names its ids and reads no range; a page of the list does.
    const { rows, total } = await this.queryBus.execute(
      new ReviewStaffQuery(
        query.id ? { ids: query.id } : { role: query.role, search: query.q?.trim() || undefined, page: readRange(query, MAX_QUEUE_RANGE) },
      ),
    );
    return listed(rows.map(named), total);
  }
}
