import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ContractPreview } from '#src/components/application-form/contract-preview';
import { NS as APPLICATION_FORM_NS } from '#src/components/application-form/i18n';
import type { BusinessFormValues, TradeNameFormValues } from '#src/components/application-form/values';
import { useActivitiesByIds } from '#src/components/form/api/activities';
import { useCountryName } from '#src/components/form/api/countries';
import { useDistricts, useProvinces } from '#src/components/form/api/get-places';
import { useUploadedFile } from '#src/components/form/api/upload-file';
import { NS as FORM_NS } from '#src/components/form/i18n';
import { fieldIdOf } from '#src/components/form/paths';
import { useFormat } from '#src/components/format';
import { visuallyHidden } from '#src/components/visually-hidden';
import { NS } from '../i18n';
import { stepPath, type Flow } from '../model/flows';
import { summaryOf, type SummaryLabel, type SummaryRow, type SummaryValue } from '../model/summary';

/** The query that brings a step back to this summary once it is continued (GOV.UK "Change"). */
export const RETURN_TO_CHECK = 'return=check';

/** Where a row's "Change" goes: its step, focused on its field, returning here afterwards. */
export const changeLinkOf = (flow: Flow, step: string, path: string): string =>
  `${stepPath(flow, step)}?${RETURN_TO_CHECK}#${fieldIdOf(path === 'contract' ? 'contract.goals' : path)}`;

function UploadName({ id }: { id: string }) {
  const { t } = useTranslation(FORM_NS);
  const file = useUploadedFile(id);
  return <bdi>{file.data?.originalName ?? (file.isError ? t('upload.unreadable') : t('upload.loading'))}</bdi>;
}

/** The names the rows hold by id, fetched once for the whole summary. */
function useNames(activityIds: string[]) {
  const activities = useActivitiesByIds(activityIds);
  const provinces = useProvinces();
  const districts = useDistricts(undefined);
  const countryName = useCountryName();
  const activity = new Map((activities.data ?? []).map((a) => [a.id, `${a.label} (${a.code})`]));
  const province = new Map((provinces.data ?? []).map((p) => [p.id, p.name]));
  const district = new Map((districts.data ?? []).map((d) => [d.id, d.name]));
  return {
    activity: (id: string) => activity.get(id) ?? id,
    province: (id: string) => province.get(id) ?? id,
    district: (id: string) => district.get(id) ?? id,
    country: countryName,
  };
}

function ValueOf({
  value,
  names,
  values,
}: {
  value: SummaryValue;
  names: ReturnType<typeof useNames>;
  values: TradeNameFormValues | BusinessFormValues;
}): ReactNode {
  const { t: tf } = useTranslation(APPLICATION_FORM_NS);
  const format = useFormat();
  const list = (items: ReactNode[]) => (
    <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </Box>
  );
  switch (value.kind) {
    case 'text':
      return <bdi>{value.text}</bdi>;
    case 'lines':
      return list(value.lines.map((line) => <bdi key={line}>{line}</bdi>));
    case 'option':
      return tf(`options.${value.key}`);
    case 'number':
      return format.number(value.value);
    case 'money':
      return format.money(value.value);
    case 'percent':
      return format.percent(value.value);
    case 'shares':
      return `${format.number(value.value)} (${format.percent(value.percent)})`;
    case 'date':
      return format.date(value.value);
    case 'district':
      return names.district(value.id);
    case 'province':
      return names.province(value.id);
    case 'country':
      return names.country(value.code);
    case 'activities':
      return list(value.ids.map((id) => names.activity(id)));
    case 'uploads':
      return value.ids.length === 1 ? <UploadName id={value.ids[0]!} /> : list(value.ids.map((id) => <UploadName key={id} id={id} />));
    case 'location':
      return `${format.number(value.lat, { maximumFractionDigits: 6 })}, ${format.number(value.lng, { maximumFractionDigits: 6 })}`;
    case 'contract':
      return <ContractPreview values={values as BusinessFormValues} />;
  }
}

/**
 * Check your answers (GOV.UK summary list, issue 23 §3): each step's answers as label and value
 * (names, not ids: district, province, activities, countries, documents; shares with their
 * percentage; the contract's clauses as they will be written), each with a "Change" link that
 * opens the step at that field and comes back here on "Continue".
 */
export function CheckAnswers({ flow, values }: { flow: Flow; values: TradeNameFormValues | BusinessFormValues }) {
  const { t } = useTranslation(NS);
  const { t: tf } = useTranslation(APPLICATION_FORM_NS);
  const { t: tk } = useTranslation(FORM_NS);
  const format = useFormat();
  const sections = summaryOf(flow, values);
  const activityIds = sections.flatMap((s) => s.rows).flatMap((row) => (row.value.kind === 'activities' ? row.value.ids : []));
  const names = useNames(activityIds);
  const labelOf = (label: SummaryLabel) => {
    const params = label.params ? Object.fromEntries(Object.entries(label.params).map(([k, v]) => [k, format.number(v)])) : undefined;
    return label.ns === 'form' ? tk(label.key, params) : tf(label.key, params);
  };
  const rowLabel = (row: SummaryRow) => (row.item ? `${labelOf(row.item)}: ${labelOf(row.label)}` : labelOf(row.label));

  return (
    <Box component="section" aria-labelledby="check-answers-heading" sx={{ display: 'grid', gap: 4 }}>
      <Typography id="check-answers-heading" component="h2" variant="h5">
        {t('register.reviewHeading')}
      </Typography>
      {sections.map((section) => (
        <Box key={section.step} component="section" aria-labelledby={`check-${section.step}`} data-step={section.step}>
          <Typography id={`check-${section.step}`} component="h3" variant="h6" sx={{ mb: 1 }}>
            {t(`steps.${section.step}.title`)}
          </Typography>
          {section.rows.length === 0 ? (
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}
            >
              <Typography>{t('register.nothingAnswered')}</Typography>
              <Link component={RouterLink} to={`${stepPath(flow, section.step)}?${RETURN_TO_CHECK}`}>
                {t('register.changeShort')}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t(`steps.${section.step}.short`)}
                </Box>
              </Link>
            </Box>
          ) : (
            <Box component="dl" sx={{ m: 0 }}>
              {section.rows.map((row) => (
                <Box
                  key={row.path}
                  data-row={row.path}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: row.value.kind === 'contract' ? '1fr auto' : 'minmax(10rem, 1fr) 2fr auto' },
                    gap: { xs: 0.5, sm: 2 },
                    py: 1.5,
                    borderBottom: '1px solid',
                    borderColor: 'divider',
                    alignItems: 'start',
                  }}
                >
                  <Box component="dt" sx={{ fontWeight: 700, gridColumn: row.value.kind === 'contract' ? { sm: '1 / 2' } : undefined }}>
                    {rowLabel(row)}
                  </Box>
                  <Box
                    component="dd"
                    sx={{ m: 0, gridRow: row.value.kind === 'contract' ? { sm: 2 } : undefined, overflowWrap: 'anywhere' }}
                  >
                    <ValueOf value={row.value} names={names} values={values} />
                  </Box>
                  <Box
                    component="dd"
                    sx={{
                      m: 0,
                      gridColumn: row.value.kind === 'contract' ? { sm: '2 / 3' } : undefined,
                      gridRow: row.value.kind === 'contract' ? { sm: 1 } : undefined,
                    }}
                  >
                    <Link component={RouterLink} to={changeLinkOf(flow, section.step, row.path)}>
                      {t('register.changeShort')}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {rowLabel(row)}
                      </Box>
                    </Link>
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
