import { useEffect, useState } from 'react';
import { Box, Button, List, ListItem, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RegistryDataProvider } from '#src/providers/data-provider';
import { fieldLabel } from './labels';

export interface DocumentReference {
  field: string;
  id: string;
  image: boolean;
}

/**
 * One uploaded document shown from its bytes (PDF in a frame, images as images): the file route
 * wants the bearer token, so the page fetches it and shows a blob URL (the Content-Security-Policy
 * allows `frame-src blob:` and `img-src blob:` for this).
 */
function DocumentViewer({ document }: { document: DocumentReference }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const [shown, setShown] = useState<{ id: string; url: string; type: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const label = fieldLabel(translate, document.field);

  useEffect(() => {
    let created: string | null = null;
    let live = true;
    setFailed(false);
    dataProvider
      .fileContent(document.id)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        if (live) setShown({ id: document.id, url: created, type: blob.type });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [dataProvider, document.id]);

  if (failed) return <Typography color="error">{translate('admin.review.preview_failed')}</Typography>;
  if (!shown || shown.id !== document.id) return <Typography>{translate('ra.page.loading')}</Typography>;
  return shown.type.startsWith('image/') ? (
    <Box component="img" src={shown.url} alt={label} sx={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', mx: 'auto' }} />
  ) : (
    <Box component="iframe" src={shown.url} title={label} sx={{ width: '100%', height: '70vh', border: 1, borderColor: 'divider' }} />
  );
}

/**
 * The application's documents by kind (the field each one supports, as a label) and the viewer
 * showing the chosen one; the show page puts this beside the fields on wide screens.
 */
export function DocumentsView({
  documents,
  selected,
  onSelect,
}: {
  documents: DocumentReference[];
  selected: DocumentReference | null;
  onSelect: (document: DocumentReference) => void;
}) {
  const translate = useTranslate();
  if (!documents.length) return <Typography>{translate('admin.review.no_documents')}</Typography>;
  return (
    <>
      <List dense sx={{ py: 0 }}>
        {documents.map((d) => {
          const label = fieldLabel(translate, d.field);
          const current = selected?.field === d.field && selected.id === d.id;
          return (
            <ListItem key={`${d.field}-${d.id}`} disableGutters>
              <Button
                size="small"
                variant={current ? 'contained' : 'text'}
                startIcon={<VisibilityIcon />}
                aria-pressed={current}
                onClick={() => onSelect(d)}
                sx={{ textAlign: 'start', justifyContent: 'flex-start' }}
              >
                {label}
              </Button>
            </ListItem>
          );
        })}
      </List>
      <Box component="figure" sx={{ m: 0, mt: 1 }} aria-label={translate('admin.case_file.viewer')}>
        {selected ? (
          <>
            <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
              {translate('admin.case_file.viewing', { label: fieldLabel(translate, selected.field) })}
            </Typography>
            <DocumentViewer document={selected} />
          </>
        ) : (
          <Typography component="figcaption" color="text.secondary">
            {translate('admin.case_file.choose_document')}
          </Typography>
        )}
      </Box>
    </>
  );
}
