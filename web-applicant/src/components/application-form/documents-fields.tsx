import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup } from '../form/fields';
import { UploadField } from '../form/upload-field';
import { NS } from './i18n';

/**
 * The company's attachments (spec §3 "Company attachments"): for a foreign branch the opening
 * pledge and the parent company's papers are required; beneficial-owner forms are signed in two
 * copies (spec §9).
 */
export function CompanyDocumentsFields() {
  const { t } = useTranslation(NS);
  const branch = (useWatch({ name: 'type' }) as string) === 'foreign_company';
  return (
    <FieldGroup legend={t('sections.attachments')}>
      {branch && <Alert severity="info">{t('hints.branchDocuments')}</Alert>}
      <UploadField name="attachments.primary_certificate" label={t('fields.primary_certificate')} hint={t('hints.primary_certificate')} kind="certificate" required={branch} />
      <UploadField name="attachments.parent_company_documents" label={t('fields.parent_company_documents')} kind="parent_company_document" multiple required={branch} />
      <UploadField name="attachments.registration_certificate" label={t('fields.registration_certificate')} kind="certificate" />
      <UploadField name="attachments.registration_contract" label={t('fields.registration_contract')} kind="other" />
      <UploadField name="attachments.company_minutes" label={t('fields.company_minutes')} kind="other" />
      <UploadField name="attachments.formal_letter" label={t('fields.formal_letter')} kind="approval_document" />
      <UploadField name="attachments.beneficial_owner_forms" label={t('fields.beneficial_owner_forms')} hint={t('hints.beneficial_owner_forms')} kind="other" multiple />
      <UploadField name="attachments.other" label={t('fields.otherAttachments')} kind="other" multiple />
    </FieldGroup>
  );
}
