import { Injectable } from '@nestjs/common';
import type { SqlSession } from '../../../event-store/event-store.js';
import type { Locale } from '@registry/domain/shared/i18n/locale';
import { OneTimeCodes } from '../../applicant-access/one-time-codes.js';

/** The one-time code that proves the new owner of a transfer holds the address (applicant-access's codes, purpose `transfer`). */
@Injectable()
export class TransferCodes {
  constructor(private readonly codes: OneTimeCodes) {}

  async send(tx: SqlSession, newEmail: string, locale: Locale): Promise<void> {
    await this.codes.issueCode(tx, newEmail, 'transfer', locale);
  }

  async consume(tx: SqlSession, newEmail: string, code: string): Promise<void> {
    await this.codes.consumeCode(newEmail, 'transfer', code, { session: tx });
  }
}
