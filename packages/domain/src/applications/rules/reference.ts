import type { FieldProblem } from '#src/shared/domain-error';
import type { GeoLocation, ProtectionLevel } from '../application.js';
import { ApplicationCodes, ReusedCodes } from './codes.js';
import { fieldAt, isBlank, type ApplicationFacts } from './facts.js';
import { isCountryCode } from '#src/reference/countries/country-codes';
import { checkedAreaFor, isWithin } from '#src/reference/geography/boundaries';

/** At least one activity; each known, selectable (an ISIC class, not a heading) and listed once. */
export function validateActivities(activityIds: readonly string[], facts: ApplicationFacts, field = 'activity_ids'): FieldProblem[] {
  if (activityIds.length === 0) return [{ code: ReusedCodes.required, field }];
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const [index, id] of activityIds.entries()) {
    const at = `${field}[${index}]`;
    const activity = facts.activities.get(id);
    if (seen.has(id)) problems.push({ code: ApplicationCodes.activityDuplicate, field: at, params: { id } });
    else if (!activity) problems.push({ code: ApplicationCodes.activityUnknown, field: at, params: { id } });
    else if (!activity.selectable) problems.push({ code: ApplicationCodes.activityNotSelectable, field: at, params: { id } });
    seen.add(id);
  }
  return problems;
}

/** A district that exists and, when a province is named too, lies in that province. */
export function validateDistrict(districtId: string, field: string, facts: ApplicationFacts, provinceId?: string): FieldProblem[] {
  const district = facts.districts.get(districtId);
  if (!district) return [{ code: ApplicationCodes.districtUnknown, field }];
  if (provinceId !== undefined && district.provinceId !== provinceId) {
    return [{ code: ApplicationCodes.districtOutsideProvince, field, params: { provinceId: district.provinceId } }];
  }
  return [];
}

/** District-level protection names its district (spec §3); a district, when given, exists. */
export function validateProtectionDistrict(
  naming: { protection_level: ProtectionLevel; district_id?: string },
  facts: ApplicationFacts,
  prefix = '',
): FieldProblem[] {
  const field = fieldAt(prefix, 'district_id');
  if (isBlank(naming.district_id))
    return naming.protection_level === 'district_level' ? [{ code: ReusedCodes.districtRequired, field }] : [];
  return validateDistrict(naming.district_id!, field, facts);
}

/** A country, when given, is an ISO 3166-1 alpha-2 code (the pickers send nothing else; "Turkey" typed into the API is refused naming the field). */
export function validateCountry(code: string | undefined, field: string): FieldProblem[] {
  if (isBlank(code) || isCountryCode(code!)) return [];
  return [{ code: ApplicationCodes.countryUnknown, field, params: { code: code! } }];
}

const OUTSIDE_CODES = {
  district: ApplicationCodes.locationOutsideDistrict,
  province: ApplicationCodes.locationOutsideProvince,
  country: ApplicationCodes.locationOutsideCountry,
} as const;

/**
 * The point on the map lies in the address's district, checked against the most specific
 * outline the registry has (`checkedAreaFor`: today Iraq's only, see docs/application-rules.md).
 * A point that is not a pair of numbers is the schema's to refuse, not this rule's.
 */
export function validateLocation(location: GeoLocation, field: string, districtId?: string, provinceId?: string): FieldProblem[] {
  if (!Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return [];
  const area = checkedAreaFor(districtId, provinceId);
  return isWithin(location, area.rings) ? [] : [{ code: OUTSIDE_CODES[area.level], field, params: { area: area.id } }];
}
