import { Box, Button, Typography } from '@mui/material';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup, RadioInput, TextInput } from '../form/fields';
import { UploadField } from '../form/upload-field';
import { useFormat } from '../format';
import { NS } from './i18n';
import { IdentityDocumentFields, UpnInput } from './identity-fields';
import { choicesOf } from './options';
import { emptyPartner } from './values';

/** A trade name's owner (UPN, identity document and its copies) and its partners, whose shares total 100%. */
export function OwnerFields() {
  const { t } = useTranslation(NS);
  return (
    <>
      <FieldGroup legend={t('sections.owner')}>
        <UpnInput name="upn" required />
        <IdentityDocumentFields prefix="" idTypes="ownerIdType" />
        <UploadField
          name="identity_documents"
          label={t('fields.identity_documents')}
          hint={t('hints.identity_documents')}
          kind="identity_document"
          multiple
          required
        />
      </FieldGroup>
      <Partners />
    </>
  );
}

function Partners() {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { fields, append, remove } = useFieldArray({ name: 'partners' });
  const partners = useWatch({ name: 'partners' }) as { type: string }[] | undefined;
  return (
    <FieldGroup legend={t('sections.partners')} name="partners" hint={t('hints.partners')}>
      {fields.map((field, index) => {
        const at = `partners.${index}.`;
        const moral = partners?.[index]?.type === 'moral';
        return (
          <Box key={field.id} sx={{ p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 2 }}>
            <Typography component="h2" variant="h6">
              {t('sections.partner', { number: format.number(index + 1) })}
            </Typography>
            <RadioInput name={`${at}type`} label={t('fields.partnerType')} options={choicesOf(t, 'partnerType')} />
            {moral && <TextInput name={`${at}company_name`} label={t('fields.company_name')} required />}
            {moral && <TextInput name={`${at}uen`} label={t('fields.uen')} hint={t('hints.uen')} inputMode="numeric" ltr width="18rem" />}
            <UpnInput name={`${at}upn`} label={moral ? t('fields.representativeUpn') : t('fields.upn')} required={!moral} />
            <TextInput
              name={`${at}owning_percentage`}
              label={t('fields.owning_percentage')}
              hint={t('hints.owning_percentage')}
              inputMode="decimal"
              ltr
              width="10rem"
              required
            />
            {fields.length > 1 && (
              <Box>
                <Button variant="outlined" color="error" onClick={() => remove(index)}>
                  {t('actions.removePartner', { number: format.number(index + 1) })}
                </Button>
              </Box>
            )}
          </Box>
        );
      })}
      <Box>
        <Button variant="outlined" onClick={() => append(emptyPartner())}>
          {t('actions.addPartner')}
        </Button>
      </Box>
    </FieldGroup>
  );
}
