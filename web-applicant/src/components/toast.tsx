import type { AlertColor } from '@mui/material/Alert';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export type ToastSeverity = AlertColor;

/** Spec §2 and §9: toasts show at the bottom right for 6 seconds. */
export const TOAST_DURATION_MS = 6000;

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

interface ToastApi {
  /** Queues a short, already translated message; toasts show one after another, each for 6 s. */
  show: (message: string, severity?: ToastSeverity) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

// Snackbar and Alert arrive with the first toast, not with the page.
const ToastView = lazy(() => import('./toast-view'));

/**
 * A small queue in front of one MUI Snackbar (notistack is not a dependency). Each toast gets its
 * full six seconds, so that a success is not cut short by the error that follows it; the same
 * message queued twice in a row shows once.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [current, setCurrent] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(1);

  const show = useCallback((message: string, severity: ToastSeverity = 'success') => {
    setQueue((pending) => {
      const last = pending.at(-1);
      if (last && last.message === message && last.severity === severity) return pending;
      return [...pending, { id: nextId.current++, message, severity }];
    });
  }, []);

  useEffect(() => {
    if (current || queue.length === 0) return;
    setCurrent(queue[0]);
    setQueue((pending) => pending.slice(1));
    setOpen(true);
  }, [current, queue]);

  const api = useMemo(() => ({ show }), [show]);
  const onClose = useCallback(() => setOpen(false), []);
  const onExited = useCallback(() => setCurrent(null), []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <ToastView toast={current} open={open} duration={TOAST_DURATION_MS} onClose={onClose} onExited={onExited} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** `const toast = useToast(); toast.show(t('saved'), 'success')`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
