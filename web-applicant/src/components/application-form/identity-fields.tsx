import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectInput, TextInput } from '../form/fields';
import { NS } from './i18n';
import { choicesOf } from './options';

const upper = (value: string) => value.toUpperCase();

/**
 * An identity document as the API describes it (`IdentityDocumentFields`): its type, number,
 * passport number (for a passport), issue date and expiry. `prefix` is `''` for a trade name's
 * owner, `ceo.` or `shareholders.2.` for the persons of a company.
 */
export function IdentityDocumentFields({ prefix, idTypes }: { prefix: string; idTypes: 'ownerIdType' | 'personIdType' }) {
  const { t } = useTranslation(NS);
  const idType = useWatch({ name: `${prefix}id_type` }) as string;
  return (
    <>
      <SelectInput name={`${prefix}id_type`} label={t('fields.id_type')} emptyLabel={t('options.choose')} options={choicesOf(t, idTypes)} />
      {idType === 'passport' ? (
        <TextInput
          name={`${prefix}passport_number`}
          label={t('fields.passport_number')}
          hint={t('hints.passport_number')}
          ltr
          transform={upper}
          width="16rem"
          required
        />
      ) : (
        <TextInput name={`${prefix}identity_document_number`} label={t('fields.identity_document_number')} ltr width="20rem" />
      )}
      <TextInput name={`${prefix}documentIssueDate`} label={t('fields.documentIssueDate')} type="date" width="14rem" />
      <TextInput
        name={`${prefix}document_expiry`}
        label={t('fields.document_expiry')}
        hint={t('hints.document_expiry')}
        type="date"
        width="14rem"
        required={idType === 'passport'}
      />
    </>
  );
}

export function UpnInput({ name, label, required }: { name: string; label?: string; required?: boolean }) {
  const { t } = useTranslation(NS);
  return (
    <TextInput
      name={name}
      label={label ?? t('fields.upn')}
      hint={t('hints.upn')}
      inputMode="numeric"
      ltr
      width="16rem"
      required={required}
    />
  );
}
