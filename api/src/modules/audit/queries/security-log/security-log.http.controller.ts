import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ForStaff } from '#src/shared/http/access';
import { JsonServerDialect, JsonServerQuery, listed, readRange } from '#src/modules/admin-directory/json-server';
import { DayOrInstant, rangeOf } from '#src/modules/audit/audit-dates';
import { SECURITY_KINDS, type SecurityKind } from '@registry/domain/identity/security-kinds';
import { ListSecurityLogQuery } from './security-log.query.js';

/** `event=a,b` or `event=a&event=b`. */
const kindList = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter((v) => v !== '');

export class SecurityLogDto extends JsonServerQuery {
  @DayOrInstant('On or after (a day in Asia/Baghdad, or an instant with its zone)')
  at_gte?: string;

  @DayOrInstant('On or before (a day, included whole, or an instant)')
  at_lte?: string;

  @ApiPropertyOptional({ description: 'A staff member’s id or e-mail, or an applicant’s e-mail' })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  user?: string;

  @ApiPropertyOptional({ description: 'Kinds, comma-separated', enum: SECURITY_KINDS, isArray: true })
  @IsOptional()
  @Transform(kindList)
  @IsArray()
  @ArrayMaxSize(SECURITY_KINDS.length)
  @IsIn(SECURITY_KINDS, { each: true })
  event?: SecurityKind[];
}

/** The security log as a back-office list (issue 24 §1): sign-ins, failures, lock-outs, account, role and authenticator changes. */
@ApiTags('audit')
@Controller('admin')
@UseInterceptors(JsonServerDialect)
export class SecurityLogController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('security-log')
  @ForStaff('audit.read')
  @ApiOperation({ summary: 'Security log rows, newest first (at_gte, at_lte, user, event); X-Total-Count' })
  async list(@Query() query: SecurityLogDto) {
    const user = query.user?.trim() || null;
    const filter = { range: rangeOf(query.at_gte, query.at_lte), user, kinds: query.event ?? [] };
    const { rows, total } = await this.queryBus.execute(new ListSecurityLogQuery(filter, readRange(query, 100)));
    return listed(rows, total);
  }
}
