import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast } from './toast';

interface ToastViewProps {
  toast: Toast;
  open: boolean;
  duration: number;
  onClose: () => void;
  onExited: () => void;
}

/** One toast: a filled alert in a snackbar at the bottom right (spec §2), physically right in every language. */
export default function ToastView({ toast, open, duration, onClose, onExited }: ToastViewProps) {
  const { t } = useTranslation();
  const close = (_event?: Event | SyntheticEvent | null, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page is the visitor carrying on, not dismissing the message.
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={duration}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        onClose={close}
        severity={toast.severity}
        variant="filled"
        // Errors interrupt the screen reader; other news waits for a pause.
        role={toast.severity === 'error' ? 'alert' : 'status'}
        closeText={t('toast.close')}
        sx={{ width: '100%', maxWidth: 480 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
