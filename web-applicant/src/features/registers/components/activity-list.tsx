import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActivities } from '#src/features/registers/api/activities';
import { NS } from '../i18n';

/** The ISIC codes of an entry with their names (in the language the API has them), or "none". */
export function ActivityList({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation(NS);
  const activities = useActivities([...ids]);
  if (!ids.length) return <>{t('fields.noActivities')}</>;
  return (
    <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
      {ids.map((code) => {
        const activity = activities.data?.find((a) => a.id === code);
        return (
          <li key={code}>
            <bdi>{code}</bdi>
            {activity?.label ? (
              <>
                {' · '}
                <span lang={activity.labelLocale ?? undefined}>{activity.label}</span>
              </>
            ) : null}
          </li>
        );
      })}
    </Box>
  );
}
