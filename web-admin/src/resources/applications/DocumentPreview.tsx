import { useEffect, useState } from 'react';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { RegistryDataProvider } from '../../providers/data-provider';
import { fieldLabel } from './labels';

export interface DocumentReference {
  field: string;
  id: string;
  image: boolean;
}

/**
 * One uploaded document, previewed inline (PDF in a frame, images as images) from its bytes:
 * the file route wants the bearer token, so the page fetches it and shows a blob URL (the
 * Content-Security-Policy allows `frame-src blob:` and `img-src blob:` for this).
 */
function DocumentItem({ document }: { document: DocumentReference }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  const [type, setType] = useState<string>('');
  const [open, setOpen] = useState(document.image);
  const [failed, setFailed] = useState(false);
  const label = fieldLabel(translate, document.field);

  useEffect(() => {
    if (!open || url) return;
    let created: string | null = null;
    dataProvider
      .fileContent(document.id)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setType(blob.type);
        setUrl(created);
      })
      .catch(() => setFailed(true));
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [open, url, dataProvider, document.id]);

  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography component="h4" variant="subtitle2">
          {label}
        </Typography>
        {!open && (
          <Button size="small" onClick={() => setOpen(true)} aria-label={`${translate('admin.review.preview')}: ${label}`}>
            {translate('admin.review.preview')}
          </Button>
        )}
        {failed && <Typography color="error">{translate('admin.review.preview_failed')}</Typography>}
        {url && (type.startsWith('image/') ? (
          <Box component="img" src={url} alt={label} sx={{ maxWidth: '100%', maxHeight: 320, display: 'block' }} />
        ) : (
          <Box component="iframe" src={url} title={label} sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider' }} />
        ))}
      </CardContent>
    </Card>
  );
}

export function DocumentsView({ documents }: { documents: DocumentReference[] }) {
  const translate = useTranslate();
  if (!documents.length) return <Typography>{translate('admin.review.no_documents')}</Typography>;
  return (
    <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {documents.map((d) => (
        <DocumentItem key={`${d.field}-${d.id}`} document={d} />
      ))}
    </Box>
  );
}
