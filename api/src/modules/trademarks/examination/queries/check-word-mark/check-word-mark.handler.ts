import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validateWordMark } from '@registry/domain/applications/rules/trademark';
import { ApplicationCodes } from '@registry/domain/applications/rules/codes';
import { invalid } from '@registry/domain/shared/domain-error';
import type { WordMarkExamination } from '@registry/domain/trademarks/examination/index';
import { HeldSigns } from '#src/modules/trademarks/examination/held-signs';
import { CheckWordMarkQuery } from './check-word-mark.query.js';

@QueryHandler(CheckWordMarkQuery)
export class CheckWordMarkHandler implements IQueryHandler<CheckWordMarkQuery> {
  constructor(private readonly signs: HeldSigns) {}

  async execute({ request }: CheckWordMarkQuery): Promise<WordMarkExamination> {
    // The submission's own rules of the word mark (a form, its letters), naming the same fields.
    const problems = validateWordMark(request.wordMark ?? {});
    if (request.classes.length === 0) problems.push({ code: ApplicationCodes.classRequired, field: 'classes' });
    if (problems.length) throw invalid(problems);
    return this.signs.examine({ wordMark: request.wordMark, classes: [...new Set(request.classes)] });
  }
}
