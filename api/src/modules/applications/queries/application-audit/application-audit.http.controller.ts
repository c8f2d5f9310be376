import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiPropertyOptional, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsISO8601, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ForStaff } from '#src/shared/http/access';
import { document, resource } from '#src/shared/http/json-api';
import {
  uuid,
  type KindRoutes,
  TRADE_NAME_ROUTES,
  BUSINESS_ROUTES,
  TRADEMARK_ROUTES,
} from '#src/modules/applications/http/application-routes';
import { AuditDiffQuery, AuditEventsQuery, AuditStateQuery, AuditVerifyQuery, ResubmissionDiffQuery } from './application-audit.queries.js';
import '@registry/domain/applications/audit-messages';

class LocaleOnly {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10)
  locale?: string;
}

class StateQuery extends LocaleOnly {
  @ApiPropertyOptional({ description: 'The state after this many events' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  version?: number;

  @ApiPropertyOptional({ description: 'The state as it stood at this instant (ISO 8601)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  at?: string;
}

class DiffQuery extends LocaleOnly {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  from!: number;

  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  to!: number;
}

/** Auditors' calls on trade names, businesses and trademarks (`audit.read`). */
@ApiTags('audit')
@Controller('v1/audit/:kind/:id')
export class AuditController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('events')
  @ForStaff('audit.read')
  @ApiOperation({ summary: 'Every event of the application: type, schema version, actor, time, causation, idempotency key, data, hash' })
  async events(@Param('kind') kind: string, @Param('id', uuid) id: string, @Query() _query: LocaleOnly) {
    return document((await this.queryBus.execute(new AuditEventsQuery(kind, id))).map((e) => resource('audit-events', e)));
  }

  @Get('state')
  @ForStaff('audit.read')
  @ApiOperation({ summary: 'The application folded up to ?version=N or ?at=ISO-time (the current state without either)' })
  async state(@Param('kind') kind: string, @Param('id', uuid) id: string, @Query() query: StateQuery) {
    const result = await this.queryBus.execute(
      new AuditStateQuery(kind, id, { version: query.version, at: query.at ? new Date(query.at) : undefined }),
    );
    return document(resource('audit-states', { id, ...result }));
  }

  @Get('diff')
  @ForStaff('audit.read')
  @ApiOperation({ summary: 'What changed between two versions, path by path' })
  async diff(@Param('kind') kind: string, @Param('id', uuid) id: string, @Query() query: DiffQuery) {
    return document(resource('audit-diffs', { id, ...(await this.queryBus.execute(new AuditDiffQuery(kind, id, query.from, query.to))) }));
  }

  @Get('verify')
  @ForStaff('audit.read')
  @ApiOperation({ summary: 'Checks the hash chain of the application’s events' })
  async verify(@Param('kind') kind: string, @Param('id', uuid) id: string, @Query() _query: LocaleOnly) {
    const result = await this.queryBus.execute(new AuditVerifyQuery(kind, id));
    return document(resource('audit-verifications', { id, ok: result.ok, problems: result.problems }));
  }
}

/**
 * GET /api/v1/{kind}/{id}/resubmission: the reviewers' view of a resubmission, beside the kind's
 * other routes. Made for one kind, with its OpenAPI operation; each kind's controller below extends
 * it under the path it writes out.
 */
function resubmissionFor(routes: KindRoutes) {
  @ApiTags(routes.tag)
  class ResubmissionController {
    constructor(readonly queryBus: QueryBus) {}

    @Get(':id/resubmission')
    @ForStaff('applications.read')
    @ApiOperation({
      operationId: `${routes.operationPrefix}_resubmission`,
      summary: 'For reviewers: what the applicant changed between the return for correction and the latest resubmission',
    })
    async resubmission(@Param('id', uuid) id: string) {
      return document(resource('resubmission-diffs', { id, ...(await this.queryBus.execute(new ResubmissionDiffQuery(routes.kind, id))) }));
    }
  }
  return ResubmissionController;
}

@Controller('v1/trade_names')
export class ResubmissionTradeNamesController extends resubmissionFor(TRADE_NAME_ROUTES) {}

@Controller('v1/businesses')
export class ResubmissionBusinessesController extends resubmissionFor(BUSINESS_ROUTES) {}

@Controller('v1/trademarks')
export class ResubmissionTrademarksController extends resubmissionFor(TRADEMARK_ROUTES) {}
