import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup, RadioInput, TextInput } from '../form/fields';
import { UploadField } from '../form/upload-field';
import { NS } from './i18n';
import { IdentityDocumentFields, UpnInput } from './identity-fields';
import { choicesOf } from './options';

/**
 * The CEO (an Iraqi adult: the API checks the civil registry), their documents and pictures,
 * and who applies: the CEO, or a lawyer with a union card and a power of attorney.
 */
export function CeoFields() {
  const { t } = useTranslation(NS);
  return (
    <>
      <FieldGroup legend={t('sections.ceo')} hint={t('hints.ceo')}>
        <UpnInput name="ceo.upn" required />
        <TextInput name="ceo.full_name" label={t('fields.full_name')} autoComplete="off" />
        <RadioInput name="ceo.nationality" label={t('fields.nationality')} options={choicesOf(t, 'nationality')} />
        <TextInput name="ceo.birth_date" label={t('fields.birth_date')} hint={t('hints.birth_date')} type="date" width="14rem" required />
        <TextInput
          name="ceo.phone_number"
          label={t('fields.phone_number')}
          hint={t('hints.phone')}
          type="tel"
          inputMode="tel"
          ltr
          width="20rem"
          required
        />
        <TextInput name="ceo.email" label={t('fields.ceoEmail')} type="email" inputMode="email" ltr />
      </FieldGroup>
      <FieldGroup legend={t('sections.ceoDocuments')}>
        <IdentityDocumentFields prefix="ceo." idTypes="personIdType" />
        <UploadField name="ceo.information_card" label={t('fields.information_card')} kind="identity_document" />
        <UploadField name="ceo.identification_certificate" label={t('fields.identification_certificate')} kind="identity_document" />
        <UploadField name="ceo.proficiency_document" label={t('fields.proficiency_document')} kind="certificate" />
        <TextInput name="ceo.residency_card_number" label={t('fields.residency_card_number')} ltr width="20rem" />
        <UploadField name="ceo.residency_card" label={t('fields.residency_card')} kind="identity_document" />
        <TextInput
          name="ceo.residency_card_expiry"
          label={t('fields.residency_card_expiry')}
          hint={t('hints.document_expiry')}
          type="date"
          width="14rem"
        />
        <UploadField
          name="ceo.personal_image"
          label={t('fields.personal_image')}
          hint={t('hints.personal_image')}
          kind="ceo_image"
          required
        />
        <UploadField name="ceo.signature" label={t('fields.signature')} hint={t('hints.signature')} kind="ceo_signature" required />
        <TextInput name="ceo.permissions" label={t('fields.permissions')} hint={t('hints.permissions')} multiline />
        <UploadField name="ceo.attachments" label={t('fields.ceoAttachments')} kind="other" multiple />
      </FieldGroup>
      <ApplicantFields />
    </>
  );
}

function ApplicantFields() {
  const { t } = useTranslation(NS);
  const ceoApplies = useWatch({ name: 'applicant.ceo_is_applicant' }) as string;
  return (
    <FieldGroup legend={t('sections.applicant')}>
      <RadioInput
        name="applicant.ceo_is_applicant"
        label={t('fields.ceo_is_applicant')}
        hint={t('hints.ceo_is_applicant')}
        options={choicesOf(t, 'yesNo')}
      />
      {ceoApplies === 'no' && (
        <>
          <UpnInput name="applicant.upn" label={t('fields.lawyerUpn')} required />
          <TextInput name="applicant.full_name" label={t('fields.lawyerName')} />
          <TextInput
            name="applicant.phone_number"
            label={t('fields.lawyerPhone')}
            hint={t('hints.phone')}
            type="tel"
            inputMode="tel"
            ltr
            width="20rem"
          />
          <TextInput name="applicant.union_card_number" label={t('fields.union_card_number')} ltr width="20rem" required />
          <UploadField name="applicant.union_card" label={t('fields.union_card')} kind="union_card" required />
          <UploadField
            name="applicant.power_of_attorney"
            label={t('fields.power_of_attorney')}
            hint={t('hints.power_of_attorney')}
            kind="power_of_attorney"
            required
          />
        </>
      )}
    </FieldGroup>
  );
}
