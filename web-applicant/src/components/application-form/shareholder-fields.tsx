import { Box, Button, Typography } from '@mui/material';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup, RadioInput, TextInput } from '../form/fields';
import { CountryField } from '../form/country-field';
import { UploadField } from '../form/upload-field';
import { useFormat } from '../format';
import { NS } from './i18n';
import { numberOf } from './payload';
import { emptyShareholder, type ShareholderValues } from './values';
import { IdentityDocumentFields, UpnInput } from './identity-fields';
import { choicesOf } from './options';

const upper = (value: string) => value.toUpperCase();

/**
 * The shareholders: natural persons, companies (moral) and government entities, each with the
 * fields and documents of its kind. Their shares total the capital (one share is one dinar) and,
 * in a private project, the government holds less than 25% (at least 25% in a mixed one).
 */
export function ShareholdersFields() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { fields, append, remove } = useFieldArray({ name: 'shareholders' });
  const shareholders = (useWatch({ name: 'shareholders' }) as ShareholderValues[] | undefined) ?? [];
  const capital = numberOf(useWatch({ name: 'company.capital_in_number' }));
  const total = shareholders.reduce((sum, s) => sum + (numberOf(s.number_of_shares) || 0), 0);
  return (
    <FieldGroup legend={t('sections.shareholders')} name="shareholders" hint={t('hints.shareholders')}>
      <Typography role="status" sx={{ fontWeight: 700 }}>
        {t('shareholders.total', {
          total: format.number(total),
          capital: capital !== undefined && !Number.isNaN(capital) ? format.number(capital) : '—',
        })}
      </Typography>
      {fields.map((field, index) => (
        <ShareholderFields
          key={field.id}
          index={index}
          type={shareholders[index]?.type ?? 'natural'}
          onRemove={fields.length > 1 ? () => remove(index) : undefined}
        />
      ))}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => append(emptyShareholder('natural'))}>
          {t('actions.addNatural')}
        </Button>
        <Button variant="outlined" onClick={() => append(emptyShareholder('moral'))}>
          {t('actions.addMoral')}
        </Button>
        <Button variant="outlined" onClick={() => append(emptyShareholder('government'))}>
          {t('actions.addGovernment')}
        </Button>
      </Box>
    </FieldGroup>
  );
}

function ShareholderFields({ index, type, onRemove }: { index: number; type: string; onRemove?: () => void }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const at = `shareholders.${index}.`;
  const number = format.number(index + 1);
  return (
    <Box sx={{ p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6">
        {t('sections.shareholder', { number })}
      </Typography>
      <RadioInput name={`${at}type`} label={t('fields.shareholderType')} options={choicesOf(t, 'shareholderType')} />
      {type === 'natural' && (
        <>
          <UpnInput name={`${at}upn`} required />
          <TextInput name={`${at}full_name`} label={t('fields.full_name')} />
          <IdentityDocumentFields prefix={at} idTypes="personIdType" />
          <TextInput name={`${at}information_card_number`} label={t('fields.information_card_number')} ltr width="20rem" />
          <UploadField name={`${at}personal_image`} label={t('fields.personal_image')} kind="shareholder_image" />
          <UploadField name={`${at}signature`} label={t('fields.signature')} kind="shareholder_signature" />
        </>
      )}
      {type === 'moral' && (
        <>
          <TextInput name={`${at}company_name`} label={t('fields.company_name')} required />
          <TextInput name={`${at}registered_company_name`} label={t('fields.registered_company_name')} />
          <CountryField name={`${at}country_of_registration`} label={t('fields.country_of_registration')} required />
          <TextInput name={`${at}company_capital`} label={t('fields.company_capital')} inputMode="numeric" ltr width="18rem" />
          <TextInput
            name={`${at}currency_type`}
            label={t('fields.currency_type')}
            hint={t('hints.currency_type')}
            ltr
            transform={upper}
            width="10rem"
          />
          <TextInput name={`${at}ceo_full_name`} label={t('fields.ceo_full_name')} />
          <TextInput name={`${at}yearly_budget`} label={t('fields.yearly_budget')} inputMode="numeric" ltr width="18rem" />
          <TextInput name={`${at}last_year_budget`} label={t('fields.last_year_budget')} inputMode="numeric" ltr width="18rem" />
          <TextInput name={`${at}registered_person`} label={t('fields.registered_person')} />
          <UpnInput name={`${at}upn`} label={t('fields.representativeUpn')} />
          <UploadField name={`${at}registration_licence`} label={t('fields.registration_licence')} kind="certificate" />
          <UploadField name={`${at}continuation_licence`} label={t('fields.continuation_licence')} kind="certificate" />
          <UploadField name={`${at}authorization_letter`} label={t('fields.authorization_letter')} kind="approval_document" />
          <UploadField name={`${at}internal_regulation`} label={t('fields.internal_regulation')} kind="other" />
          <UploadField name={`${at}establishment_contract`} label={t('fields.establishment_contract')} kind="other" />
        </>
      )}
      {type === 'government' && (
        <>
          <TextInput name={`${at}entity_name`} label={t('fields.entity_name')} required />
          <TextInput name={`${at}entity_ceo_name`} label={t('fields.entity_ceo_name')} />
          <UpnInput name={`${at}upn`} label={t('fields.representativeUpn')} />
          <TextInput name={`${at}yearly_budget`} label={t('fields.yearly_budget')} inputMode="numeric" ltr width="18rem" />
          <TextInput name={`${at}last_year_budget`} label={t('fields.last_year_budget')} inputMode="numeric" ltr width="18rem" />
          <UploadField name={`${at}authorization_letter`} label={t('fields.authorization_letter')} kind="approval_document" />
        </>
      )}
      <TextInput
        name={`${at}number_of_shares`}
        label={t('fields.number_of_shares')}
        hint={t('hints.number_of_shares')}
        inputMode="numeric"
        ltr
        width="18rem"
        required
      />
      <UploadField name={`${at}attachments`} label={t('fields.shareholderAttachments')} kind="other" multiple />
      {onRemove && (
        <Box>
          <Button variant="outlined" color="error" onClick={onRemove}>
            {t('actions.removeShareholder', { number })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
