import { Query } from '@nestjs/cqrs';
import type { WordMarkExamination } from '@registry/domain/trademarks/examination/index';
import type { CheckWordMarkRequestDto } from './check-word-mark.request.dto.js';

/**
 * Whether a word mark may be applied for: the examination the submission makes (issue 33 §1),
 * after the request's own checks (a written form, each in its language's letters; classes 1–45).
 */
export class CheckWordMarkQuery extends Query<WordMarkExamination> {
  constructor(readonly request: CheckWordMarkRequestDto) {
    super();
  }
}
