import { Query } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { CaseFile } from '@registry/domain/applications/rules/case-file';
import type { Principal } from '#src/shared/http/principal';
import type { ApplicationKindName } from '#src/modules/applications/kinds/application-kind';

/** The reviewer's case file of one application: its persons from the civil registry and the checks of the rules. */
export class GetCaseFileQuery extends Query<CaseFile> {
  constructor(
    readonly kind: ApplicationKindName,
    readonly principal: Principal,
    readonly id: string,
    readonly locale: Locale,
  ) {
    super();
  }
}
