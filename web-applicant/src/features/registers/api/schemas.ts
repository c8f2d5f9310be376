import { z } from 'zod/mini';

/** Names in each language the applicant gave (`{ ckb, en, ar, kmr }`, any subset). */
export const namesSchema = z._default(z.record(z.string(), z.string()), {});

/** What every gazette entry carries (docs/api.md "Public register and gazette"): nothing about persons. */
const publicationCommon = {
  id: z.string(),
  /** In the request's language when given in it, else the name as chosen. */
  name: z.string(),
  names: namesSchema,
  provinceId: z.nullish(z.string()),
  districtId: z.nullish(z.string()),
  activityIds: z._default(z.array(z.string()), []),
  /** registered, granted or terminated. */
  status: z.string(),
  terminatedAt: z.nullish(z.string()),
  /** The registration certificate this record stands behind: its number, validity and what it certifies (in the reader's language). */
  certificate: z.nullish(z.object({ number: z.string(), valid: z.boolean(), message: z.string(), certifies: z.string() })),
};

/** A registered (or terminated) company as the public register shows it. */
export const publicBusinessSchema = z.object({
  ...publicationCommon,
  uen: z.nullish(z.string()),
  businessType: z.nullish(z.string()),
  companyType: z.nullish(z.string()),
  protectionLevel: z.nullish(z.string()),
  registeredAt: z.string(),
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/** A granted trade name as the gazette shows it. */
export const tradeNamePublicationSchema = z.object({
  ...publicationCommon,
  tradeNameType: z.nullish(z.string()),
  protectionLevel: z.nullish(z.string()),
  grantedAt: z.string(),
});
export type TradeNamePublication = z.infer<typeof tradeNamePublicationSchema>;

/** A row of the public trade-name register (`/public/trade_names`). */
export const publicTradeNameSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The language the name was chosen in. */
  language: z.nullish(z.string()),
  protection_level: z.nullish(z.string()),
  districtId: z.nullish(z.string()),
  provinceId: z.nullish(z.string()),
  /** granted, or registered (held by a registered company). */
  status: z.string(),
  activityIds: z.nullish(z.array(z.string())),
  registeredAt: z.string(),
});
export type PublicTradeName = z.infer<typeof publicTradeNameSchema>;

/** A mark of the public register (`GET /api/v1/public/trademarks`): never who holds it. */
export const publicTrademarkSchema = z.object({
  id: z.string(),
  /** The register number, `TM-2026-000001`. */
  reference: z.nullish(z.string()),
  /** The written forms by language (ckb, en, ar). */
  wordMark: z.record(z.string(), z.string()),
  classes: z.array(z.number()),
  /** reserved, or terminated. */
  status: z.string(),
  submittedAt: z.string(),
  reservedAt: z.nullish(z.string()),
  /** The mark's image, served by the API; null when it has none. */
  imageUrl: z.nullish(z.string()),
});
export type PublicTrademark = z.infer<typeof publicTrademarkSchema>;
