import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { request } from '#src/providers/http';
import { ADMIN_API } from '#src/providers/data-provider';
import { errorMessageOf } from '../admin-commands';
import { reviewRead } from './review-read';
import { dateTimeText } from './labels';

interface Note {
  id: string;
  text: string;
  authorId: string;
  authorName: string | null;
  at: string;
}

const notesPath = (applicationId: string) => `${ADMIN_API}/applications/${encodeURIComponent(applicationId)}/notes`;

/**
 * Internal notes between staff (issue 22 §7): a timeline of the application's notes, oldest
 * first, and a box to add one. They live apart from the application's history, so no
 * applicant-facing read can show them.
 */
export function InternalNotes({ applicationId }: { applicationId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const notesKey = ['internal-notes', applicationId] as const;
  const notes = useQuery({
    ...reviewRead(notesKey, 2),
    queryFn: async () => (await request(notesPath(applicationId))).json as Note[],
  });

  const add = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await request(notesPath(applicationId), { method: 'POST', body: { text } });
      setText('');
      await queryClient.invalidateQueries({ queryKey: notesKey });
      notify('admin.work.notes.added', { type: 'success' });
    } catch (error) {
      notify(errorMessageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" id="internal-notes-hint">
        {translate('admin.work.notes.hint')}
      </Typography>
      {notes.data && notes.data.length > 0 ? (
        <List dense aria-labelledby="internal-notes-heading" data-testid="internal-notes">
          {notes.data.map((note) => (
            <ListItem key={note.id} divider alignItems="flex-start">
              <ListItemText
                primary={
                  <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                    {note.text}
                  </Box>
                }
                secondary={translate('admin.work.notes.by', { name: note.authorName ?? note.authorId, at: dateTimeText(locale, note.at) })}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate('admin.work.notes.empty')}</Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={translate('admin.work.notes.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 4000, 'aria-describedby': 'internal-notes-hint' } }}
        />
        <Button variant="outlined" onClick={() => void add()} disabled={busy || !text.trim()}>
          {translate('admin.work.notes.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
