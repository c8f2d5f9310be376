import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTRACT_LOCALE, generateContract, type ContractSource } from '@registry/domain/applications/contract/establishment-contract';
import type { ApplicationDetails } from '@registry/domain/applications/rules/lookups';
import { ForSignedIn } from '#src/shared/http/access';
import { document, resource } from '#src/shared/http/json-api';
import type { Principal } from '#src/shared/http/principal';
import { Caller } from '#src/shared/http/request-context';
import { ContractNamesLookup } from '#src/modules/applications/collaborators/contract-names';
import { uuid } from '#src/modules/applications/http/application-routes';
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
