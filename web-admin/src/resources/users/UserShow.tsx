import {
  EditButton,
  FunctionField,
  Labeled,
  ListButton,
  NumberField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useTranslate,
  WithRecord,
  type RaRecord,
} from 'react-admin';
import { Box, Grid, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { StatusField } from '#src/components/StatusChip';
import { Code, StatusCommandButton, useAllowed, LocalDateField } from '../admin-ui';
import { LOCALE_CHOICES, RolesField, SEX_CHOICES, UserTitle, userName } from './shared';
import { SectionCard } from '#src/components/SectionCard';

function Actions() {
  const canManage = useAllowed('users.manage');
  return (
    <TopToolbar>
      <ListButton />
      {canManage && <EditButton />}
      <StatusCommandButton resource="users" permission="users.manage" name={userName} />
    </TopToolbar>
  );
}

const Cell = ({ children }: { children: ReactNode }) => <Grid size={{ xs: 12, sm: 6, md: 4 }}>{children}</Grid>;

/** One staff account: who, roles and permissions, status (with its reason), second factor, record. */
export function UserShow() {
  const translate = useTranslate();
  return (
    <Show title={<UserTitle />} actions={<Actions />}>
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <SectionCard id="user-account" title={translate('resources.users.sections.account')}>
          <Grid container spacing={2}>
            <Cell>
              <Labeled source="name">
                <FunctionField source="name" render={(record: RaRecord) => userName(record)} />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="email">
                <TextField source="email" />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="locale">
                <SelectField source="locale" choices={LOCALE_CHOICES} />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="status">
                <StatusField source="status" />
              </Labeled>
            </Cell>
            <WithRecord
              render={(record) =>
                record.status_reason ? (
                  <Cell>
                    <Labeled source="status_reason">
                      <TextField source="status_reason" />
                    </Labeled>
                  </Cell>
                ) : null
              }
            />
          </Grid>
        </SectionCard>
        <SectionCard id="user-access" title={translate('resources.users.sections.access')}>
          <Grid container spacing={2}>
            <Cell>
              <Labeled source="roles">
                <RolesField />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="permissions">
                <FunctionField
                  source="permissions"
                  render={(record: RaRecord) =>
                    (record.permissions as string[]).length ? (
                      <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {(record.permissions as string[]).map((p) => (
                          <Code key={p}>{p}</Code>
                        ))}
                      </Stack>
                    ) : (
                      '—'
                    )
                  }
                />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="totp_required">
                <FunctionField
                  source="totp_required"
                  render={(record: RaRecord) => translate(record.totp_required ? 'admin.directory.yes' : 'admin.directory.no')}
                />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="totp_enabled">
                <FunctionField
                  source="totp_enabled"
                  render={(record: RaRecord) => translate(record.totp_enabled ? 'admin.directory.yes' : 'admin.directory.no')}
                />
              </Labeled>
            </Cell>
          </Grid>
        </SectionCard>
        <SectionCard id="user-personal" title={translate('resources.users.sections.personal')}>
          <Grid container spacing={2}>
            <Cell>
              <Labeled source="phone_number">
                <TextField source="phone_number" emptyText="—" />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="sex_at_birth">
                <SelectField source="sex_at_birth" choices={SEX_CHOICES} emptyText="—" />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="date_of_birth">
                <LocalDateField source="date_of_birth" emptyText="—" />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="accountingUnit">
                <TextField source="accountingUnit" emptyText="—" />
              </Labeled>
            </Cell>
          </Grid>
        </SectionCard>
        <SectionCard id="user-record" title={translate('resources.users.sections.history')}>
          <Grid container spacing={2}>
            <Cell>
              <Labeled source="created_at">
                <LocalDateField source="created_at" showTime />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="updated_at">
                <LocalDateField source="updated_at" showTime />
              </Labeled>
            </Cell>
            <Cell>
              <Labeled source="version">
                <NumberField source="version" />
              </Labeled>
            </Cell>
          </Grid>
        </SectionCard>
      </Box>
    </Show>
  );
}
