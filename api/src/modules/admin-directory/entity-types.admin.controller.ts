import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ForStaff } from '#src/shared/http/access';
import { Caller, RequestLocale } from '#src/shared/http/request-context';
import { principalId, type Principal } from '#src/shared/http/principal';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import {
  ENTITY_TYPE_STATUSES,
  LEVEL_KINDS,
  OWNER_KINDS,
  type EntityType,
  type EntityTypeNode,
} from '@registry/domain/reference/entity-types/entity-type';
import { CreateEntityTypeDto } from '../reference/entity-types/commands/create-entity-type/create-entity-type.request.dto.js';
import { CreateEntityTypeCommand } from '../reference/entity-types/commands/create-entity-type/create-entity-type.command.js';
import { UpdateEntityTypeDto } from '../reference/entity-types/commands/update-entity-type/update-entity-type.request.dto.js';
import { UpdateEntityTypeCommand } from '../reference/entity-types/commands/update-entity-type/update-entity-type.command.js';
import { ChangeEntityTypeStatusDto } from '../reference/entity-types/commands/change-entity-type-status/change-entity-type-status.request.dto.js';
import { ChangeEntityTypeStatusCommand } from '../reference/entity-types/commands/change-entity-type-status/change-entity-type-status.command.js';
import { GetEntityTypeTreeQuery } from '../reference/entity-types/queries/get-entity-type-tree/get-entity-type-tree.query.js';
import { GetEntityTypeQuery } from '../reference/entity-types/queries/get-entity-type/get-entity-type.query.js';
import { GetEntityTypeHistoryQuery } from '../reference/entity-types/queries/get-entity-type-history/get-entity-type-history.query.js';
import '@registry/domain/reference/entity-types/messages';
import {
  booleanFilter,
  commandOf,
  comparing,
  JsonServerDialect,
  JsonServerQuery,
  listed,
  matchesSearch,
  readRange,
  readSort,
  sliceOf,
} from './json-server.js';

export class AdminEntityTypesQuery extends JsonServerQuery {
  @IsOptional() @IsIn(ENTITY_TYPE_STATUSES) status?: string;
  @IsOptional() @IsIn(['true', 'false']) selectable?: string;
  /** The children of one type (react-admin's getManyReference). */
  @IsOptional() @IsUUID() parentId?: string;
  @IsOptional() @IsIn(LEVEL_KINDS) levelKind?: string;
  @IsOptional() @IsIn(OWNER_KINDS) ownerKind?: string;
}

/** An entity type with what a tree of them shows: its name in the reader's language, depth, path and children. */
export interface EntityTypeRecord extends EntityType {
  name: string;
  parentName: string | null;
  depth: number;
  /** Names from the top of the tree down to this type. */
  path: string[];
  childCount: number;
  /** Place in the tree read depth first (the default order of the list). */
  position: number;
}

const SORTABLE = ['position', 'name', 'status', 'createdAt', 'updatedAt', 'depth'] as const;
/** The fields of an entity type PUT may change (activation is a command of its own). */
const EDITABLE = ['version', 'parentId', 'names', 'selectable', 'levelKinds', 'ownerKinds', 'reason'] as const;

/** The whole tree, depth first, each node knowing its place. */
function flatten(roots: readonly EntityTypeNode[], locale: Locale): EntityTypeRecord[] {
  const out: EntityTypeRecord[] = [];
  const walk = (nodes: readonly EntityTypeNode[], parent: EntityTypeRecord | null) => {
    for (const { children, ...type } of nodes) {
      const name = type.names[locale];
      const record: EntityTypeRecord = {
        ...type,
        name,
        parentName: parent?.name ?? null,
        depth: parent ? parent.depth + 1 : 0,
        path: [...(parent?.path ?? []), name],
        childCount: children.length,
        position: out.length,
      };
      out.push(record);
      walk(children, record);
    }
  };
  walk(roots, null);
  return out;
}

/**
 * Entity types for the back office (`/api/admin/entity-types`), over the reference module's
 * entity-type commands and queries: the tree read depth first (a list in tree order), create, edit at a
 * version, activate and deactivate with a reason, and each type's change log.
 */
@ApiTags('back office')
@Controller('admin/entity-types')
@UseInterceptors(JsonServerDialect)
export class AdminEntityTypesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private async records(locale: Locale): Promise<EntityTypeRecord[]> {
    return flatten(await this.queries.execute(new GetEntityTypeTreeQuery({})), locale);
  }

  @Get()
  @ForStaff()
  @ApiOperation({
    summary:
      'Every entity type in tree order (depth, path, childCount): q, status, selectable, parentId, levelKind, ownerKind, id; X-Total-Count',
  })
  async list(@Query() query: AdminEntityTypesQuery, @RequestLocale() locale: Locale) {
    const all = await this.records(locale);
    if (query.id) {
      const wanted = new Set(query.id);
      const rows = all.filter((t) => wanted.has(t.id));
      return listed(rows, rows.length);
    }
    const page = readRange(query);
    const sort = readSort(query, SORTABLE, { field: 'position', descending: false }, { id: 'position' });
    const selectable = booleanFilter(query.selectable);
    const rows = all.filter(
      (t) =>
        matchesSearch(query.q, t.names.ckb, t.names.en, t.names.ar, t.names.kmr) &&
        (!query.status || t.status === query.status) &&
        (selectable === undefined || t.selectable === selectable) &&
        (!query.parentId || t.parentId === query.parentId) &&
        (!query.levelKind || t.levelKinds.includes(query.levelKind as never)) &&
        (!query.ownerKind || t.ownerKinds.includes(query.ownerKind as never)),
    );
    return sliceOf(
      rows,
      page,
      comparing(locale, (t: EntityTypeRecord) => t[sort.field], sort.descending),
    );
  }

  @Get(':id')
  @ForStaff()
  async get(@Param('id') id: string, @RequestLocale() locale: Locale) {
    const type = await this.queries.execute(new GetEntityTypeQuery(id));
    return (await this.records(locale)).find((t) => t.id === type.id) ?? type;
  }

  @Get(':id/history')
  @ForStaff()
  @ApiOperation({ summary: 'Every change of an entity type, oldest first (reference managers and auditors)' })
  async history(@Param('id') id: string, @Caller() caller: Principal) {
    return this.queries.execute(new GetEntityTypeHistoryQuery(id, caller));
  }

  @Post()
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Creates an entity type (names in all four languages; 201 with the type)' })
  async create(
    @Body() body: CreateEntityTypeDto,
    @Caller() caller: Principal,
    @RequestLocale() locale: Locale,
    @Res({ passthrough: true }) res: FastifyReply,
  ) {
    const created = await this.commands.execute(new CreateEntityTypeCommand(body, principalId(caller)));
    res.header('Location', `/api/admin/entity-types/${created.id}`);
    return this.get(created.id, locale);
  }

  @Put(':id')
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Saves the edited record at the version the admin saw (409 when stale), with an optional reason' })
  async update(
    @Param('id') id: string,
    @Body() record: Record<string, unknown>,
    @Caller() caller: Principal,
    @RequestLocale() locale: Locale,
  ) {
    const command = await commandOf(UpdateEntityTypeDto, record, EDITABLE);
    await this.commands.execute(new UpdateEntityTypeCommand(id, command, principalId(caller)));
    return this.get(id, locale);
  }

  @Put(':id/activate')
  @HttpCode(200)
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Activates an entity type, with a reason' })
  async activate(
    @Param('id') id: string,
    @Body() body: ChangeEntityTypeStatusDto,
    @Caller() caller: Principal,
    @RequestLocale() locale: Locale,
  ) {
    await this.commands.execute(new ChangeEntityTypeStatusCommand(id, 'active', body.version, body.reason, principalId(caller)));
    return this.get(id, locale);
  }

  @Put(':id/deactivate')
  @HttpCode(200)
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Deactivates an entity type, with a reason (applicants no longer see it or its subtree)' })
  async deactivate(
    @Param('id') id: string,
    @Body() body: ChangeEntityTypeStatusDto,
    @Caller() caller: Principal,
    @RequestLocale() locale: Locale,
  ) {
    await this.commands.execute(new ChangeEntityTypeStatusCommand(id, 'inactive', body.version, body.reason, principalId(caller)));
    return this.get(id, locale);
  }
}
