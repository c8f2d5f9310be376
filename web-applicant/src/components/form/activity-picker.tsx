import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { directionOf, isLocale } from '#src/i18n';
import { userMessageOf } from '#src/lib/api';
import { useActivitiesByIds, useActivityHierarchySearch, type Activity } from './api/activities';
import { fieldIdOf, useFieldMessage, useFormKit, useHintWithNote } from './form-kit';
import { NS } from './i18n';
import { SearchBox, searchAsked, useSearchInput } from './search-box';

const DEPTH: Record<string, number> = { section: 0, division: 1, group: 2, class: 3, sub_class: 4 };
/** Enough rows to choose from; a narrower search finds the rest. */
const MAX_ROWS = 80;

function ActivityLabel({ activity }: { activity: Activity }) {
  return (
    <span>
      <bdi dir="ltr">{activity.code}</bdi> ·{' '}
      <span lang={activity.labelLocale ?? undefined} dir={isLocale(activity.labelLocale) ? directionOf(activity.labelLocale) : undefined}>
        {activity.label}
      </span>
    </span>
  );
}

/**
 * Activities (ISIC classes) chosen from the tree: a search (code or words, any language) shows
 * the matches inside their sections, divisions and groups (`/activities/hierarchy-search`); only
 * selectable ones (classes) can be ticked. The chosen ones are listed with a remove button. The
 * value at `name` is the list of ids, as the payload's `activity_ids`.
 */
export function ActivityPicker({ name, label, hint: plainHint, max = 30 }: { name: string; label: string; hint?: string; max?: number }) {
  const { t } = useTranslation(NS);
  const { control, formState } = useFormContext();
  const kit = useFormKit();
  const hint = useHintWithNote(name, plainHint);
  const id = fieldIdOf(name);
  const box = useSearchInput();
  const results = useActivityHierarchySearch(box.query);
  const clientError = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = useFieldMessage(name, label, clientError?.message ?? clientError?.root?.message);
  const resultsId = `${id}-results`;

  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const chosen: string[] = (field.value as string[] | undefined) ?? [];
        const setChosen = (next: string[]) => {
          kit.dismissServerError(name);
          field.onChange(next);
        };
        const toggle = (activityId: string, on: boolean) =>
          setChosen(on ? [...chosen, activityId].slice(0, max) : chosen.filter((c) => c !== activityId));
        const rows = (results.data ?? []).slice(0, MAX_ROWS);
        return (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 1.5, maxWidth: '48rem' }}>
            <Box component="legend" sx={{ fontWeight: 700, fontSize: '1.125rem', p: 0, mb: 1 }}>
              {label}
            </Box>
            {hint && (
              <Typography component="div" color="text.secondary">
                {hint}
              </Typography>
            )}
            <Box id={id} tabIndex={-1} ref={field.ref} sx={{ outlineOffset: 2 }}>
              {message && (
                <Typography color="error" sx={{ fontWeight: 700 }}>
                  {message}
                </Typography>
              )}
              <ChosenActivities ids={chosen} onRemove={(activityId) => toggle(activityId, false)} />
            </Box>
            <SearchBox
              fieldId={id}
              resultsId={resultsId}
              box={box}
              label={t('activities.search')}
              hint={t('activities.searchHint')}
              resultsLabel={t('activities.results')}
            >
              {searchAsked(box) && results.isError && <Typography color="error">{userMessageOf(results.error)}</Typography>}
              {searchAsked(box) && results.data && rows.length === 0 && <Typography>{t('activities.noResults')}</Typography>}
              {rows.length > 0 && (
                <Box
                  component="ul"
                  sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    maxHeight: '24rem',
                    overflowY: 'auto',
                    border: '1px solid',
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                >
                  {rows.map((activity) => (
                    <Box
                      component="li"
                      key={activity.id}
                      sx={{ paddingInlineStart: (DEPTH[activity.level ?? 'class'] ?? 3) * 2 + 1, py: 0.25 }}
                    >
                      {activity.selectable ? (
                        <FormControlLabel
                          control={
                            <Checkbox
                              size="small"
                              checked={chosen.includes(activity.id)}
                              onChange={(event) => toggle(activity.id, event.target.checked)}
                            />
                          }
                          label={<ActivityLabel activity={activity} />}
                        />
                      ) : (
                        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: activity.matched ? 700 : 400, py: 0.5 }}>
                          <ActivityLabel activity={activity} />
                        </Typography>
                      )}
                    </Box>
                  ))}
                </Box>
              )}
            </SearchBox>
          </Box>
        );
      }}
    />
  );
}

function ChosenActivities({ ids, onRemove }: { ids: string[]; onRemove: (id: string) => void }) {
  const { t } = useTranslation(NS);
  const named = useActivitiesByIds(ids);
  if (!ids.length) return <Typography sx={{ my: 1 }}>{t('activities.noneChosen')}</Typography>;
  const byId = new Map((named.data ?? []).map((a) => [a.id, a]));
  return (
    <Box component="ul" aria-label={t('activities.chosen')} sx={{ listStyle: 'none', p: 0, my: 1, display: 'grid', gap: 1 }}>
      {ids.map((activityId) => {
        const activity = byId.get(activityId);
        return (
          <Box component="li" key={activityId} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ flex: '1 1 16rem' }}>
              {activity ? <ActivityLabel activity={activity} /> : <bdi dir="ltr">{activityId}</bdi>}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onRemove(activityId)}
              aria-label={t('activities.remove', { name: activity ? `${activity.code} ${activity.label}` : activityId })}
            >
              {t('activities.removeShort')}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
