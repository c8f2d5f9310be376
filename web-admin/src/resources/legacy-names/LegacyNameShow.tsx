import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField as MuiTextField, Typography } from '@mui/material';
import { LocalDateField } from '../admin-ui';
import {
  ListButton,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { allows, type StaffPermissions } from '#src/providers/auth-provider';
import { errorMessageOf, reintroduceLegacyName } from '../admin-commands';

function LegacyTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{`${translate('resources.legacy-names.name', { smart_count: 1 })}${record ? `: ${record.name}` : ''}`}</span>;
}

/**
 * The trade name department reintroduces the name for one applicant (issue 22 §9): the
 * applicant's e-mail, one explicit command; from then on that applicant alone may take the name
 * in a trade-name application. Holders of legacy.reintroduce only.
 */
function Reintroduce() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const inputId = useId();
  const helpId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.legacy-names.reintroduce.${key}`, options);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await reintroduceLegacyName(String(record!.id), email.trim());
      notify('resources.legacy-names.reintroduce.done', { type: 'success', messageArgs: { email: email.trim() } });
      setEmail('');
      refresh();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="reintroduce-heading" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="reintroduce-heading" component="h2" variant="h6" gutterBottom>
          {t('heading')}
        </Typography>
        <Typography id={helpId} sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        {record.reintroduced_for && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('current', { email: record.reintroduced_for })}
          </Alert>
        )}
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <MuiTextField
            id={inputId}
            type="email"
            label={t('email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            autoComplete="off"
            error={!!error}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { 'aria-describedby': helpId, dir: 'ltr' } }}
            sx={{ minWidth: 320 }}
          />
          <Button type="submit" variant="contained" disabled={busy || !email.trim()} sx={{ mt: 1 }}>
            {t('submit')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** One name of the legacy register, and (for the trade name department) its reintroduction. */
export function LegacyNameShow() {
  const { permissions } = usePermissions<StaffPermissions>();
  return (
    <Show
      title={<LegacyTitle />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="legacy_ref" />
        <TextField source="name" />
        <TextField source="districtName" emptyText="—" />
        <LocalDateField source="registered_on" emptyText="—" />
        <TextField source="owner_name" emptyText="—" />
        <LocalDateField source="imported_at" showTime />
        <TextField source="reintroduced_for" emptyText="—" />
        <LocalDateField source="reintroduced_at" showTime emptyText="—" />
      </SimpleShowLayout>
      {allows(permissions, 'legacy.reintroduce') && <Reintroduce />}
    </Show>
  );
}
