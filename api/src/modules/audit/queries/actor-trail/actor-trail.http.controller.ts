import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ForStaff } from '#src/shared/http/access';
import { JsonServerDialect, JsonServerQuery, listed, readRange } from '#src/modules/admin-directory/json-server';
import { DayOrInstant, rangeOf } from '#src/modules/audit/audit-dates';
import { ActorTrailQuery } from './actor-trail.query.js';

export class ActorTrailDto extends JsonServerQuery {
  @ApiProperty({ description: 'A staff member’s id or e-mail, or an applicant’s e-mail' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  actor!: string;

  @DayOrInstant('Recorded on or after (a day in Asia/Baghdad, or an instant with its zone)')
  at_gte?: string;

  @DayOrInstant('Recorded on or before (a day, included whole, or an instant)')
  at_lte?: string;
}

/** The per-user activity trail (issue 24 §1) in the json-server dialect, newest first; at most 100 a page. */
@ApiTags('audit')
@Controller('admin')
@UseInterceptors(JsonServerDialect)
export class ActorTrailController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('audit-trail')
  @ForStaff('audit.read')
  @ApiOperation({ summary: 'Events recorded under one actor across every stream (actor, at_gte, at_lte); X-Total-Count' })
  async list(@Query() query: ActorTrailDto) {
    const { rows, total } = await this.queryBus.execute(
      new ActorTrailQuery(query.actor.trim(), rangeOf(query.at_gte, query.at_lte), readRange(query, 100)),
    );
    return listed(rows, total);
  }
}
