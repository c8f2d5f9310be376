import { z } from 'zod';

/** Names in each language the applicant gave (`{ ckb, en, ar, kmr }`, any subset). */
export const namesSchema = z.record(z.string(), z.string()).default({});

/** What every gazette entry carries (docs/api.md "Public register and gazette"): nothing about persons. */
const publicationCommon = {
  id: z.string(),
  /** In the request's language when given in it, else the name as chosen. */
  name: z.string(),
  names: namesSchema,
  provinceId: z.string().nullish(),
  districtId: z.string().nullish(),
  activityIds: z.array(z.string()).default([]),
  /** registered, granted or terminated. */
  status: z.string(),
  terminatedAt: z.string().nullish(),
  /** The registration certificate this record stands behind: its number, validity and what it certifies (in the reader's language). */
  certificate: z.object({ number: z.string(), valid: z.boolean(), message: z.string(), certifies: z.string() }).nullish(),
};

/** A registered (or terminated) company as the public register shows it. */
export const publicBusinessSchema = z.object({
  ...publicationCommon,
  uen: z.string().nullish(),
  businessType: z.string().nullish(),
  companyType: z.string().nullish(),
  protectionLevel: z.string().nullish(),
  registeredAt: z.string(),
});
export type PublicBusiness = z.infer<typeof publicBusinessSchema>;

/** A granted trade name as the gazette shows it. */
export const tradeNamePublicationSchema = z.object({
  ...publicationCommon,
  tradeNameType: z.string().nullish(),
  protectionLevel: z.string().nullish(),
  grantedAt: z.string(),
});
export type TradeNamePublication = z.infer<typeof tradeNamePublicationSchema>;

/** A row of the public trade-name register (`/public/trade_names`). */
export const publicTradeNameSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The language the name was chosen in. */
  language: z.string().nullish(),
  protection_level: z.string().nullish(),
  districtId: z.string().nullish(),
  provinceId: z.string().nullish(),
  /** granted, or registered (held by a registered company). */
  status: z.string(),
  activityIds: z.array(z.string()).nullish(),
  registeredAt: z.string(),
});
export type PublicTradeName = z.infer<typeof publicTradeNameSchema>;
