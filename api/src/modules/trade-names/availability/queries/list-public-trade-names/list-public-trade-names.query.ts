import { Query } from '@nestjs/cqrs';
import type { Page } from '#src/shared/http/json-api';
import type { PublicTradeNamesRequestDto } from './list-public-trade-names.request.dto.js';

/** A trade name of the public register (granted or registered), as it is published. */
export type PublicTradeName = {
  id: string;
  name: string;
  language: string;
  protection_level: string;
  districtId: string | null;
  provinceId: string | null;
  status: string;
  activityIds: string[];
  registeredAt: string;
};

/** The public register's names, filtered (any spelling of a name, district, province, protection level), sorted, a page at a time. */
export class ListPublicTradeNamesQuery extends Query<{ rows: PublicTradeName[]; total: number }> {
  constructor(
    readonly filter: PublicTradeNamesRequestDto,
    readonly page: Page,
  ) {
    super();
  }
}
