import { Box, Grid, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  Labeled,
  ListButton,
  ReferenceField,
  ReferenceManyField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  WithRecord,
  type RaRecord,
} from 'react-admin';
import { InLanguage } from '../admin-ui';
import { ActivityLabel } from './ActivityLabel';
import { LevelText, YesNo } from './ActivityList';
import { SectionCard } from '#src/components/SectionCard';

const LANGUAGES = ['ckb', 'en', 'ar', 'kmr'] as const;

function ActivityTitle() {
  const record = useRecordContext();
  const translate = useTranslate();
  return <span>{`${translate('resources.activities.name', { smart_count: 1 })}${record ? `: ${record.code} ${record.label}` : ''}`}</span>;
}

function Labels() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Grid container spacing={2}>
      {LANGUAGES.map((lang) => (
        <Grid key={lang} size={{ xs: 12, sm: 6 }}>
          <Labeled label={translate(`resources.activities.fields.labels.${lang}`)}>
            <Typography variant="body2">
              {record.labels?.[lang] ? <InLanguage lang={lang}>{record.labels[lang]}</InLanguage> : translate('resources.activities.none')}
            </Typography>
          </Labeled>
        </Grid>
      ))}
    </Grid>
  );
}

/** One ISIC activity: code, level, where it sits, its names in four languages and its sub-activities. */
export function ActivityShow() {
  const translate = useTranslate();
  return (
    <Show
      title={<ActivityTitle />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, p: 2 }}>
        <SectionCard id="activity-main" title={translate('resources.activities.sections.activity')}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Labeled source="code">
                <TextField source="code" />
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Labeled source="level">
                <FunctionField source="level" render={(r: RaRecord) => <LevelText level={r.level} />} />
              </Labeled>
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Labeled source="selectable">
                <FunctionField source="selectable" render={(r: RaRecord) => <YesNo value={r.selectable} />} />
              </Labeled>
            </Grid>
            <WithRecord
              render={(record) =>
                record.parentId ? (
                  <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                    <Labeled source="parentId">
                      <ReferenceField source="parentId" reference="activities" link="show">
                        <FunctionField render={(r: RaRecord) => `${r.code} ${r.label}`} />
                      </ReferenceField>
                    </Labeled>
                  </Grid>
                ) : null
              }
            />
            <Grid size={12}>
              <Labeled source="label">
                <ActivityLabel />
              </Labeled>
            </Grid>
          </Grid>
        </SectionCard>
        <SectionCard id="activity-labels" title={translate('resources.activities.sections.labels')}>
          <Labels />
        </SectionCard>
        <WithRecord
          render={(record) =>
            record.hasChildren ? (
              <SectionCard id="activity-children" title={translate('resources.activities.sections.children')}>
                <ReferenceManyField reference="activities" target="parentId" sort={{ field: 'position', order: 'ASC' }} perPage={100}>
                  <Datagrid rowClick="show" bulkActionButtons={false}>
                    <TextField source="code" sortable={false} />
                    <ActivityLabel source="label" sortable={false} />
                    <FunctionField source="selectable" sortable={false} render={(r: RaRecord) => <YesNo value={r.selectable} />} />
                  </Datagrid>
                </ReferenceManyField>
              </SectionCard>
            ) : null
          }
        />
      </Box>
    </Show>
  );
}
