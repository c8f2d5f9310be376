import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { ForStaff, PublicRead } from '#src/shared/http/access';
import { Idempotent } from '#src/shared/idempotency/idempotency.interceptor';
import { collection, document, resource, type ResourceObject } from '#src/shared/http/json-api';
import { readPage } from '#src/shared/http/paging';
import { Caller } from '#src/shared/http/request-context';
import { principalId, type Principal } from '#src/shared/http/principal';
import type { EntityType, EntityTypeNode } from '@registry/domain/reference/entity-types/entity-type';
import { LocaleOnlyQuery } from './entity-types.dto.js';
import { ListEntityTypesRequestDto } from './queries/list-entity-types/list-entity-types.request.dto.js';
import { ListEntityTypesQuery } from './queries/list-entity-types/list-entity-types.query.js';
import { EntityTypeTreeQuery } from './queries/get-entity-type-tree/get-entity-type-tree.request.dto.js';
import { GetEntityTypeTreeQuery } from './queries/get-entity-type-tree/get-entity-type-tree.query.js';
import { GetEntityTypeQuery } from './queries/get-entity-type/get-entity-type.query.js';
import { GetEntityTypeHistoryQuery } from './queries/get-entity-type-history/get-entity-type-history.query.js';
import { CreateEntityTypeDto } from './commands/create-entity-type/create-entity-type.request.dto.js';
import { CreateEntityTypeCommand } from './commands/create-entity-type/create-entity-type.command.js';
import { UpdateEntityTypeDto } from './commands/update-entity-type/update-entity-type.request.dto.js';
import { UpdateEntityTypeCommand } from './commands/update-entity-type/update-entity-type.command.js';
import { ChangeEntityTypeStatusDto } from './commands/change-entity-type-status/change-entity-type-status.request.dto.js';
import { ChangeEntityTypeStatusCommand } from './commands/change-entity-type-status/change-entity-type-status.command.js';
import '@registry/domain/reference/entity-types/messages';

export const ENTITY_TYPE = 'entity-types';
const BASE = '/api/v1/entity-types';

const asResource = (t: EntityType) => resource(ENTITY_TYPE, { ...t }, { self: `${BASE}/${t.id}` });

/** A tree node is a resource like any other, with its children (resources too) among its attributes. */
function treeResource(node: EntityTypeNode): ResourceObject {
  const { children, ...type } = node;
  const r = asResource(type);
  return { ...r, attributes: { ...r.attributes, children: children.map(treeResource) } };
}

/** HTTP to the entity types' commands and queries and back (JSON:API documents). */
@ApiTags('entity types')
@Controller('v1/entity-types')
export class EntityTypesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @PublicRead()
  @ApiOperation({ summary: 'Entity types, a page at a time (Page is 1-based), optionally only the selectable ones' })
  async list(@Query() query: ListEntityTypesRequestDto) {
    const page = readPage(query as Record<string, unknown>, { pageKey: 'Page', sizeKey: 'PageSize' });
    const selectable = query.Selectable === undefined ? undefined : query.Selectable === 'true';
    const { rows, total } = await this.queries.execute(new ListEntityTypesQuery(page, { selectable, status: query.Status }));
    return collection(
      ENTITY_TYPE,
      rows.map((r) => ({ ...r })),
      page,
      total,
    );
  }

  // Declared before `:id`, so that "tree" is never taken for an id.
  @Get('tree')
  @PublicRead()
  @ApiOperation({ summary: 'Every entity type nested under its parent (Status=active: the tree applicants choose from)' })
  async tree(@Query() query: EntityTypeTreeQuery) {
    const roots = await this.queries.execute(new GetEntityTypeTreeQuery({ status: query.Status }));
    return document(roots.map(treeResource));
  }

  @Get(':id')
  @PublicRead()
  @ApiOperation({ summary: 'One entity type' })
  async get(@Param('id') id: string, @Query() _query: LocaleOnlyQuery) {
    return document(asResource(await this.queries.execute(new GetEntityTypeQuery(id))));
  }

  @Get(':id/history')
  @ForStaff()
  @ApiOperation({ summary: 'Every change of an entity type: who, when, what and why (reference managers and auditors)' })
  async history(@Param('id') id: string, @Query() _query: LocaleOnlyQuery, @Caller() caller: Principal) {
    const changes = await this.queries.execute(new GetEntityTypeHistoryQuery(id, caller));
    return document(changes.map((c) => resource('entity-type-changes', { ...c })));
  }

  @Post()
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Create an entity type (names in all four languages)' })
  async create(@Body() body: CreateEntityTypeDto, @Caller() caller: Principal, @Res({ passthrough: true }) res: FastifyReply) {
    const created = await this.commands.execute(new CreateEntityTypeCommand(body, principalId(caller)));
    res.header('Location', `${BASE}/${created.id}`);
    return document(asResource(created));
  }

  @Patch(':id')
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Change an entity type; `version` must be the current one (409 stale-version otherwise)' })
  async update(@Param('id') id: string, @Body() body: UpdateEntityTypeDto, @Caller() caller: Principal) {
    return document(asResource(await this.commands.execute(new UpdateEntityTypeCommand(id, body, principalId(caller)))));
  }

  @Put(':id/activate')
  @HttpCode(200)
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Activate an entity type, with a reason' })
  async activate(@Param('id') id: string, @Body() body: ChangeEntityTypeStatusDto, @Caller() caller: Principal) {
    return document(
      asResource(
        await this.commands.execute(new ChangeEntityTypeStatusCommand(id, 'active', body.version, body.reason, principalId(caller))),
      ),
    );
  }

  @Put(':id/deactivate')
  @HttpCode(200)
  @ForStaff('reference.manage')
  @Idempotent()
  @ApiOperation({ summary: 'Deactivate an entity type, with a reason (the active tree then leaves out it and its subtree)' })
  async deactivate(@Param('id') id: string, @Body() body: ChangeEntityTypeStatusDto, @Caller() caller: Principal) {
    return document(
      asResource(
        await this.commands.execute(new ChangeEntityTypeStatusCommand(id, 'inactive', body.version, body.reason, principalId(caller))),
      ),
    );
  }
}
