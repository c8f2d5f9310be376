import { isUpn } from '../../../reference/civil-registry/domain/rules.js';
import type { BusinessDetails, TradeNameDetails, TrademarkDetails } from '../application.js';

export type ApplicationDetails = TradeNameDetails | BusinessDetails | TrademarkDetails;

export const isBusinessDetails = (details: ApplicationDetails): details is BusinessDetails => 'company' in details && 'shareholders' in details;
export const isTrademarkDetails = (details: ApplicationDetails): details is TrademarkDetails => 'wordMark' in details;
export const isTradeNameDetails = (details: ApplicationDetails): details is TradeNameDetails => !isBusinessDetails(details) && !isTrademarkDetails(details);

const distinct = (values: readonly (string | undefined)[]): string[] => [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];

/**
 * Every well-formed UPN of the payload, once each, for the caller to look up in the civil
 * registry before validating (malformed ones are refused by the rules without a lookup).
 */
export function upnsOf(details: ApplicationDetails): string[] {
  let upns: (string | undefined)[];
  if (isBusinessDetails(details)) {
    upns = [details.ceo?.upn, details.applicant?.ceo_is_applicant ? undefined : details.applicant?.upn, ...(details.shareholders ?? []).map((s) => s.upn)];
  } else if (isTrademarkDetails(details)) {
    upns = [details.owner?.type === 'natural' ? details.owner.upn : undefined];
  } else {
    upns = [details.upn, ...(details.partners ?? []).map((p) => p.upn)];
  }
  return distinct(upns.filter(isUpn));
}

/** Every activity id the payload names, once each. */
export function activityIdsOf(details: ApplicationDetails): string[] {
  return isTrademarkDetails(details) ? [] : distinct(details.activity_ids ?? []);
}

/** Every district id the payload names, once each (the trade name's and the company's address). */
export function districtIdsOf(details: ApplicationDetails): string[] {
  if (isTrademarkDetails(details)) return [];
  if (isBusinessDetails(details)) return distinct([details.trade_name?.district_id, details.company?.address?.district_id]);
  return distinct([details.district_id]);
}
