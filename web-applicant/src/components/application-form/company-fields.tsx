import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup, RadioInput, SelectInput, TextInput } from '../form/fields';
import { CountryField } from '../form/country-field';
import { LocationField } from '../form/location-field';
import { PlaceFields } from '../form/place-fields';
import { UploadField } from '../form/upload-field';
import { NS } from './i18n';
import { choicesOf } from './options';

/**
 * The company: type (a branch type for a foreign company), project type, capital and the bank's
 * deposit letter, the address with its place on the map, the parent company's country for a
 * branch, and financials.
 */
export function CompanyFields() {
  const { t } = useTranslation(NS);
  return (
    <>
      <CompanyKind />
      <FieldGroup legend={t('sections.capital')}>
        <TextInput
          name="company.capital_in_number"
          label={t('fields.capital_in_number')}
          hint={t('hints.capital')}
          inputMode="numeric"
          ltr
          width="18rem"
          required
        />
        <UploadField
          name="company.capital_document"
          label={t('fields.capital_document')}
          hint={t('hints.capital_document')}
          kind="capital_document"
        />
        <TextInput name="company.bank_name" label={t('fields.bank_name')} />
        <TextInput name="company.bank_number" label={t('fields.bank_number')} ltr width="20rem" />
        <TextInput name="company.bank_date" label={t('fields.bank_date')} type="date" width="14rem" />
      </FieldGroup>
      <FieldGroup legend={t('sections.address')}>
        <PlaceFields provincePath="company.address.province_id" districtPath="company.address.district_id" required />
        <TextInput name="company.address.neighborhood" label={t('fields.neighborhood')} />
        <TextInput name="company.address.street" label={t('fields.street')} />
        <TextInput name="company.address.street_number" label={t('fields.street_number')} width="14rem" />
        <TextInput name="company.address.house_number" label={t('fields.house_number')} width="14rem" />
        <LocationField name="company.address.location" legend={t('fields.location')} hint={t('hints.location')} />
      </FieldGroup>
      <FieldGroup legend={t('sections.financials')} hint={t('hints.financials')}>
        <TextInput name="company.income" label={t('fields.income')} inputMode="numeric" ltr width="18rem" />
        <TextInput name="company.expenses" label={t('fields.expenses')} inputMode="numeric" ltr width="18rem" />
        <TextInput name="company.last_year_profit" label={t('fields.last_year_profit')} inputMode="numeric" ltr width="18rem" />
      </FieldGroup>
    </>
  );
}

function CompanyKind() {
  const { t } = useTranslation(NS);
  const { setValue } = useFormContext();
  const businessType = useWatch({ name: 'type' }) as string;
  const branch = businessType === 'foreign_company';
  return (
    <FieldGroup legend={t('sections.company')}>
      <SelectInput
        name="company.type"
        label={t('fields.companyType')}
        hint={t(branch ? 'hints.branchType' : 'hints.companyType')}
        emptyLabel={t('options.choose')}
        required
        options={choicesOf(t, branch ? 'branchCompanyType' : 'localCompanyType')}
        // `mixed_…` and `private_…` types fix the project type (the API's rule).
        onChosen={(type) => {
          if (type.startsWith('mixed_')) setValue('company.project_type', 'mixed', { shouldDirty: true });
          if (type.startsWith('private_')) setValue('company.project_type', 'private', { shouldDirty: true });
        }}
      />
      <RadioInput
        name="company.project_type"
        label={t('fields.project_type')}
        hint={t('hints.project_type')}
        options={choicesOf(t, 'projectType')}
      />
      {branch && <CountryField name="company.country" label={t('fields.country')} required />}
    </FieldGroup>
  );
}
