import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The roles of spec §6 as docs/security.md decides them (packages/domain/src/identity/permissions.ts). */
export const ROLES = ['system_admin', 'reviewer', 'director', 'cashier', 'trade_name_department', 'auditor', 'registrar'] as const;
export const LOCALE_CHOICES = ['ckb', 'en', 'ar', 'kmr'].map((id) => ({ id, name: `admin.languages.${id}` }));
export const ROLE_CHOICES = ROLES.map((id) => ({ id, name: `admin.roles.${id}` }));
export const SEX_CHOICES = ['male', 'female', 'unknown'].map((id) => ({ id, name: `resources.users.sex.${id}` }));

/** A user's full name, for titles and confirmations. */
export const userName = (record: Record<string, any> | undefined): string =>
  record ? [record.first_name, record.last_name].filter(Boolean).join(' ') || record.name || record.email || '' : '';

/** The record's roles as chips with their translated names. */
export function RolesField(_props: { label?: string; source?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(record.roles as string[]).map((role) => (
        <Chip key={role} size="small" variant="outlined" label={translate(`admin.roles.${role}`, { _: role })} />
      ))}
    </Stack>
  );
}

/** The page title: "User: Shilan Aziz". */
export function UserTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{`${translate('resources.users.name', { smart_count: 1 })}${record ? `: ${userName(record)}` : ''}`}</span>;
}
