import { Injectable } from '@nestjs/common';
import type { SqlSession } from '#src/event-store/event-store';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { OneTimeCodes } from '#src/modules/applicant-access/one-time-codes';

/** The one-time code that proves the new owner of a transfer holds the address (applicant-access's codes, purpose `transfer`). */
@Injectable()
export class TransferCodes {
  constructor(private readonly codes: OneTimeCodes) {}

  /**
   * `about`: the application the e-mail names (its kind in words in the e-mail's language, name
   * and reference), the owner's address that sends it, and the page where the code is typed. `locale`: the request's, for an address
   * without an account.
   */
  async send(
    tx: SqlSession,
    newEmail: string,
    locale: Locale,
    about: (mailLocale: Locale) => { kind: string; name: string; reference: string; from: string; link: string },
  ): Promise<void> {
    await this.codes.issueCode(tx, newEmail, 'transfer', locale, { mailParams: about });
  }

  async consume(tx: SqlSession, newEmail: string, code: string): Promise<void> {
    await this.codes.consumeCode(newEmail, 'transfer', code, { session: tx });
  }
}
