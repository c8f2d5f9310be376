import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTRACT_LOCALE, generateContract, type ContractSource } from '@registry/domain/applications/contract/establishment-contract';
import type { ApplicationDetails } from '@registry/domain/applications/rules/lookups';
import { ForSignedIn } from '../../../../shared/http/access.js';
import { document, resource } from '../../../../shared/http/json-api.js';
import type { Principal } from '../../../../shared/http/principal.js';
import { Caller } from '../../../../shared/http/request-context.js';
import { ContractNamesLookup } from '../../collaborators/contract-names.js';
import { uuid } from '../../http/application-routes.js';
import { GetApplicationQuery } from '../get-application/get-application.query.js';

/**
 * GET /api/v1/businesses/{id}/contract: the establishment contract generated from the record as
 * it is now (after every correction), in Kurdish (spec §2). Whoever may read the application may
 * read its contract; the printed contract is this, so it cannot differ from the record.
 */
@ApiTags('businesses')
@Controller('v1/businesses')
export class GetContractController {
  constructor(
    readonly queryBus: QueryBus,
    readonly names: ContractNamesLookup,
  ) {}

  @Get(':id/contract')
  @ForSignedIn()
  @ApiOperation({
    operationId: 'BusinessesController_contract',
    summary: 'The establishment contract generated from the application (Central Kurdish)',
  })
  async get(@Param('id', uuid) id: string, @Caller() caller: Principal) {
    const { state, version } = await this.queryBus.execute(new GetApplicationQuery('businesses', caller, id));
    const details = (state.details ?? {}) as ContractSource;
    const contract = generateContract(details, await this.names.namesFor(details as ApplicationDetails, CONTRACT_LOCALE), CONTRACT_LOCALE);
    return document(resource('establishment-contracts', { id, version, ...contract }));
  }
}
