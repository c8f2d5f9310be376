import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clausesOf,
  generateContract,
  type ContractClause,
  type GeneratedContract,
} from '@registry/domain/applications/contract/establishment-contract';
import { isLocale } from '@registry/domain/shared/i18n/locale';
import { useActivitiesByIds } from '../form/api/activities';
import { useCountries } from '../form/api/countries';
import { useDistricts, useProvinces } from '../form/api/get-places';
import { NS } from './i18n';
import { toBusinessPayload } from './payload';
import type { BusinessFormValues } from './values';

/**
 * The contract's clauses written from the answers (issue 23 §2), by the very function the API
 * prints the contract with, in the reader's language (the printed contract is Kurdish): so the
 * applicant sees what the contract will say before sending, and a changed answer changes it.
 */
export function useGeneratedContract(values: BusinessFormValues): GeneratedContract {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLocale(language) ? language : 'ckb';
  const payload = useMemo(() => toBusinessPayload(values), [values]);
  const activities = useActivitiesByIds(payload.activity_ids ?? []);
  const provinces = useProvinces();
  const districts = useDistricts(payload.company?.address?.province_id || undefined, { enabled: !!payload.company?.address?.province_id });
  const countries = useCountries();
  return useMemo(() => {
    const activityNames = new Map((activities.data ?? []).map((a) => [a.id, a.label]));
    const provinceNames = new Map((provinces.data ?? []).map((p) => [p.id, p.name]));
    const districtNames = new Map((districts.data ?? []).map((d) => [d.id, d.name]));
    const countryNames = new Map((countries.data ?? []).map((c) => [c.code, c.name]));
    return generateContract(
      payload,
      {
        activity: (id) => activityNames.get(id),
        province: (id) => provinceNames.get(id),
        district: (id) => districtNames.get(id),
        country: (code) => countryNames.get(code),
      },
      locale,
    );
  }, [payload, activities.data, provinces.data, districts.data, countries.data, locale]);
}

const CLAUSE_LABELS: Record<ContractClause, string> = {
  name: 'fields.clauseName',
  parent: 'fields.clauseParent',
  address: 'fields.clauseAddress',
  purpose: 'fields.clausePurpose',
  activities: 'fields.clauseActivities',
  capital: 'fields.clauseCapital',
  shareholders: 'fields.clauseShareholders',
  coordinator: 'fields.clauseCoordinator',
  lawyer: 'fields.clauseLawyer',
};

/** The generated clauses as a description list, each with its label (`data-clause` names it for the tests). */
export function GeneratedClauses({ contract }: { contract: GeneratedContract }) {
  const { t } = useTranslation(NS);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {clausesOf(contract).map((key) => {
        const clause = contract.clauses[key];
        return (
          <Box key={key} data-clause={key}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {t(CLAUSE_LABELS[key])}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              {Array.isArray(clause) ? (
                clause.length ? (
                  <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
                    {clause.map((activity, index) => (
                      <li key={index}>{activity}</li>
                    ))}
                  </Box>
                ) : (
                  '—'
                )
              ) : (
                <Typography>{clause}</Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** The preview of the contract step: the clauses the answers write. */
export function ContractPreview({ values }: { values: BusinessFormValues }) {
  return <GeneratedClauses contract={useGeneratedContract(values)} />;
}
