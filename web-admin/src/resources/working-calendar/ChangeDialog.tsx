import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProposedChange } from './calendar-api';
import { T, type SaveFailure } from './calendar-state';
import { MovesPreview } from './MovesPreview';

/** A change's dialog: its form (if any), the preview of the due times it moves, and the save. */
export function ChangeDialog(props: {
  open: boolean;
  title: string;
  change: ProposedChange | null;
  failure: SaveFailure | null;
  saving: boolean;
  saveLabel: string;
  canSave: boolean;
  onSave: () => void;
  onClose: () => void;
  children?: ReactNode;
  name: string;
}) {
  const translate = useTranslate();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${props.name}-title`}
      data-dialog={props.name}
    >
      <DialogTitle id={`${props.name}-title`}>{props.title}</DialogTitle>
      <DialogContent>
        {props.failure?.conflict && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }} data-conflict>
            {translate(`${T}.conflict`)}
          </Alert>
        )}
        {props.failure?.message && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {props.failure.message}
          </Alert>
        )}
        {props.children}
        <MovesPreview change={props.change} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate(`${T}.dialog.cancel`)}</Button>
        <Button variant="contained" onClick={props.onSave} disabled={!props.canSave || props.saving}>
          {props.saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
