import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useOnline } from '#src/components/use-online';
import { NS } from '../i18n';

/**
 * Offline mid-registration (issue 31 §4): the form keeps working and the applicant is told so.
 * The status region is always there (empty while online), so that a screen reader announces the
 * notice when it appears, politely (an alert would interrupt the typing). Signed in, the draft
 * goes to the account when the connection returns (model/server-draft.ts); a visitor's stays in
 * this browser. Drawn with the page's own Box and Typography (MUI's Alert would add 2.5 KB to
 * the step's first load for a notice most applicants never see).
 */
export function OfflineNotice({ savedToAccount }: { savedToAccount: boolean }) {
  const { t } = useTranslation(NS);
  const online = useOnline();
  return (
    <Box role="status" sx={{ mb: online ? 0 : 3 }}>
      {online ? null : (
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            p: 2,
            border: 1,
            borderInlineStartWidth: 6,
            borderColor: 'warning.main',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          <CloudOffOutlined aria-hidden sx={{ color: 'warning.main', mt: 0.25 }} />
          <Box>
            <Typography component="p" sx={{ fontWeight: 700 }}>
              {t('offline.title')}
            </Typography>
            <Typography component="p" variant="body2">
              {t(savedToAccount ? 'offline.signedIn' : 'offline.visitor')}
            </Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}
