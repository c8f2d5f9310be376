import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { ApplicationResource } from '#src/providers/data-provider';
import { useCaseFormat } from './case-format';
import { useGeography } from './geography';
import { problemAt, rectifiableOf, SPELLINGS, type RectifyDraft } from './rectification';

interface RectifyFieldsProps {
  resource: ApplicationResource;
  record: RaRecord;
  draft: RectifyDraft;
  onChange(draft: RectifyDraft): void;
  /** The API's problems by field path (`patch.company.address.district_id`). */
  problems?: Readonly<Record<string, string>>;
}

/**
 * The facts a rectification of the record may correct for this kind (docs/certificates.md,
 * "Rectification of the register"), filled from the record: the name's other spellings, a
 * company's province and district, a trademark's terms per class (its classes stay).
 */
export function RectifyFields({ resource, record, draft, onChange, problems }: RectifyFieldsProps) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const open = rectifiableOf(resource);
  const { provinces, districts } = useGeography();
  const namesAt = resource === 'businesses' ? 'patch.trade_name.locales' : 'patch.locales';
  const classes: { classNumber: number }[] = Array.isArray(record.details?.classes) ? record.details.classes : [];
  const set = (change: Partial<RectifyDraft>) => onChange({ ...draft, ...change });
  // Until the places are loaded, the record's own ids are the choices, so the selects never show an unknown value.
  const choices = (list: { id: string; name: string }[], current: string) =>
    list.length || !current ? list : [{ id: current, name: current }];

  return (
    <Stack spacing={1} sx={{ mt: 1 }} data-rectify-fields>
      <Typography color="text.secondary">{translate('admin.review.rectify.intro')}</Typography>
      {open.names &&
        SPELLINGS.map((locale) => (
          <TextField
            key={locale}
            fullWidth
            name={`locales.${locale}`}
            label={translate(`admin.review.rectify.name_${locale}`)}
            value={draft.names[locale]}
            onChange={(e) => set({ names: { ...draft.names, [locale]: e.target.value } })}
            error={Boolean(problemAt(problems, `${namesAt}.${locale}`))}
            helperText={problemAt(problems, `${namesAt}.${locale}`) ?? ' '}
            slotProps={{ htmlInput: { maxLength: 200, dir: locale === 'en' ? 'ltr' : 'rtl' } }}
          />
        ))}
      {open.place && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            required
            name="province_id"
            label={translate('admin.review.rectify.province')}
            value={draft.provinceId}
            onChange={(e) => set({ provinceId: e.target.value, districtId: '' })}
            error={Boolean(problemAt(problems, 'patch.company.address.province_id'))}
            helperText={problemAt(problems, 'patch.company.address.province_id') ?? ' '}
          >
            {choices(provinces, draft.provinceId).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            required
            name="district_id"
            label={translate('admin.review.rectify.district')}
            value={draft.districtId}
            onChange={(e) => set({ districtId: e.target.value })}
            error={Boolean(problemAt(problems, 'patch.company.address.district_id'))}
            helperText={problemAt(problems, 'patch.company.address.district_id') ?? ' '}
          >
            {choices(
              districts.filter((d) => !draft.provinceId || d.provinceId === draft.provinceId),
              draft.districtId,
            ).map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {open.terms &&
        classes.map((c, i) => (
          <TextField
            key={c.classNumber}
            fullWidth
            multiline
            name={`classes.${i}.terms`}
            label={translate('admin.review.rectify.class_terms', { number: format.number(c.classNumber) })}
            value={draft.terms[i] ?? ''}
            onChange={(e) => set({ terms: draft.terms.map((t, j) => (j === i ? e.target.value : t)) })}
            error={Boolean(problemAt(problems, `patch.classes[${i}]`))}
            helperText={problemAt(problems, `patch.classes[${i}]`) ?? translate('admin.review.rectify.terms_help')}
          />
        ))}
    </Stack>
  );
}
