import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, parseWith } from '#src/lib/api';
import { useTranslation } from 'react-i18next';
import { TRADE_NAME_LOCALES } from '@registry/domain/applications/application';

export const PROTECTION_LEVELS = ['kri_level', 'district_level'] as const;
export type ProtectionLevel = (typeof PROTECTION_LEVELS)[number];

/** A name that stands in the way, as the public may see it (never who holds it). */
export const conflictingNameSchema = z.object({
  name: z.string(),
  /** 0 to 1; 1 is the same name. */
  score: z.number(),
  source: z.enum(['claim', 'legacy']),
  /** pending, reserved, granted, registered, or legacy for the old register. */
  status: z.nullish(z.string()),
  protectionLevel: z.nullish(z.string()),
  districtId: z.nullish(z.string()),
});
export type ConflictingName = z.infer<typeof conflictingNameSchema>;

/** Why a name is not available: a stable code and the API's message in the request's language. */
export const eligibilityReasonSchema = z.object({
  code: z.string(),
  message: z.string(),
  conflicts: z._default(z.array(conflictingNameSchema), []),
  /** `trade-name.script-mismatch`: the languages the name's letters fit, likeliest first. */
  suggestedLanguages: z.optional(z.array(z.string())),
});
export type EligibilityReason = z.infer<typeof eligibilityReasonSchema>;

export const eligibilitySchema = z.object({
  chosenTradeName: z.string(),
  eligible: z.boolean(),
  reasons: z.array(eligibilityReasonSchema),
  similar: z._default(z.array(conflictingNameSchema), []),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** The languages a trade name may be written in (spec §5, Kurmanji by issue 34 §2), each in its own letters. */
export const NAME_LANGUAGES = TRADE_NAME_LOCALES;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

export const isNameLanguage = (value: unknown): value is NameLanguage => (NAME_LANGUAGES as readonly unknown[]).includes(value);

/**
 * The name's language before the applicant picks one: the page's, so that the search and the
 * registration start alike (issue 34 §2); Sorani on a page of another language.
 */
export const defaultNameLanguage = (pageLanguage: string | undefined): NameLanguage =>
  isNameLanguage(pageLanguage) ? pageLanguage : 'ckb';

export interface EligibilityQuery {
  chosenTradeName: string;
  /** The language the name is written in: the API then refuses letters of another (`trade-name.wrong-script`). */
  language?: NameLanguage;
  protectionLevel: ProtectionLevel;
  districtId?: string;
  activityIds: readonly string[];
}

/** `GET /api/v1/public/trade_names/eligible`: the same check a submission makes, no sign-in. */
export async function checkTradeNameEligibility(query: EligibilityQuery, signal?: AbortSignal): Promise<Eligibility> {
  const document = await apiClient.get('/v1/public/trade_names/eligible', {
    query: {
      chosenTradeName: query.chosenTradeName,
      protectionLevel: query.protectionLevel,
      districtId: query.protectionLevel === 'district_level' ? query.districtId : undefined,
      activityIds: query.activityIds,
      language: query.language,
    },
    signal,
  });
  return parseWith(eligibilitySchema, document.data);
}

/**
 * The live check while the applicant types. The previous answer stays on screen while the
 * next one loads, so that the result does not flicker at every key; the language is part of the
 * key because the reasons come worded in it.
 */
export function useTradeNameEligibility(query: EligibilityQuery | undefined) {
  const locale = useTranslation().i18n.resolvedLanguage;
  return useQuery({
    queryKey: ['trade-names', 'eligibility', locale, query],
    queryFn: ({ signal }) => checkTradeNameEligibility(query!, signal),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
