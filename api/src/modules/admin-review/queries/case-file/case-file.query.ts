import { Query } from '@nestjs/cqrs';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import type { CaseCheck } from '@registry/domain/applications/rules/case-checks';
import type { Principal } from '../../../../shared/http/principal.js';
import type { ApplicationKindName } from '../../../applications/kinds/application-kind.js';

/** A person of the payload as the civil registry knows them, beside what the applicant typed. */
export interface CaseFilePerson {
  upn: string;
  /** Where the UPN sits in the payload: `ceo.upn`, `shareholders[1].upn`. */
  fields: string[];
  found: boolean;
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  age: number | null;
  nationality: string | null;
  /** What the applicant typed for this person (full name, birth date, nationality), where the payload asks it. */
  declared: { fullName?: string; birthDate?: string; nationality?: string };
  /** The declared facts that differ from the registry's (`fullName`, `birthDate`, `nationality`). */
  mismatches: string[];
}

export interface CaseFileCheck extends CaseCheck {
  /** The explanation in the caller's language, amounts written as that language writes them. */
  message: string;
}

export interface CaseFile {
  id: string;
  submittedAt: string | null;
  persons: CaseFilePerson[];
  checks: CaseFileCheck[];
}

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
