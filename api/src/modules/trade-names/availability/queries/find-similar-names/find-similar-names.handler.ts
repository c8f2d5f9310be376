import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { invalid } from '@registry/domain/shared/domain-error';
import type { Conflict } from '@registry/domain/trade-names/availability/eligibility';
import { NameRegister } from '#src/modules/trade-names/availability/name-register';
import { FindSimilarNamesQuery } from './find-similar-names.query.js';

// A hot path (npm run bench:search): one assessment, nothing more.
@QueryHandler(FindSimilarNamesQuery)
export class FindSimilarNamesHandler implements IQueryHandler<FindSimilarNamesQuery> {
  constructor(private readonly register: NameRegister) {}

  async execute({ chosenTradeName }: FindSimilarNamesQuery): Promise<Conflict[]> {
    const name = chosenTradeName.trim();
    if (!name) throw invalid({ code: 'validation.required', field: 'chosenTradeName' });
    return (await this.register.assess({ name, protectionLevel: 'kri_level' }, 'similar')).similar;
  }
}
