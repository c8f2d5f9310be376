import { Alert, Link } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { FieldGroup } from '../form/fields';
import { UploadField } from '../form/upload-field';
import { NS } from './i18n';

/** The beneficial-owner form the portal ships (spec §2 `/static/2.pdf`). */
export const BENEFICIAL_OWNER_FORM_URL = `${import.meta.env.BASE_URL}static/2.pdf`;

/**
 * The company's attachments (spec §3 "Company attachments"). The opening pledge and the parent
 * company's papers belong to a foreign branch alone: required of it, never asked of any other
 * kind (issue 23 §8; the API refuses them too). The beneficial-owner form is downloaded,
 * signed in two copies and both are uploaded (spec §9).
 */
export function CompanyDocumentsFields() {
  const { t } = useTranslation(NS);
  const branch = (useWatch({ name: 'type' }) as string) === 'foreign_company';
  return (
    <FieldGroup legend={t('sections.attachments')}>
      {branch && <Alert severity="info">{t('hints.branchDocuments')}</Alert>}
      {branch && (
        <>
          <UploadField
            name="attachments.primary_certificate"
            label={t('fields.primary_certificate')}
            hint={t('hints.primary_certificate')}
            kind="certificate"
            required
          />
          <UploadField
            name="attachments.parent_company_documents"
            label={t('fields.parent_company_documents')}
            kind="parent_company_document"
            multiple
            required
          />
        </>
      )}
      <UploadField name="attachments.registration_certificate" label={t('fields.registration_certificate')} kind="certificate" />
      <UploadField name="attachments.registration_contract" label={t('fields.registration_contract')} kind="other" />
      <UploadField name="attachments.company_minutes" label={t('fields.company_minutes')} kind="other" />
      <UploadField name="attachments.formal_letter" label={t('fields.formal_letter')} kind="approval_document" />
      <UploadField
        name="attachments.beneficial_owner_forms"
        label={t('fields.beneficial_owner_forms')}
        hint={
          <Trans
            t={t}
            i18nKey="hints.beneficialOwnerForm"
            components={{ form: <Link href={BENEFICIAL_OWNER_FORM_URL} download="beneficial-owner-form.pdf" sx={{ fontWeight: 600 }} /> }}
          />
        }
        kind="other"
        multiple
      />
      <UploadField name="attachments.other" label={t('fields.otherAttachments')} kind="other" multiple />
    </FieldGroup>
  );
}
