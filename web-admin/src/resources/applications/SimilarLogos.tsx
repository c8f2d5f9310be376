import { useEffect, useState } from 'react';
import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { CaseFileSimilarLogo } from '@registry/domain/applications/rules/case-file';
import type { RegistryDataProvider } from '#src/providers/data-provider';
import { similarLogoRows } from './similar-logos';
import { useCaseFormat } from './case-format';

/** A held mark's logo, fetched with the bearer token and shown from a blob URL (as the document viewer does). */
function LogoThumbnail({ id, alt }: { id: string; alt: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RegistryDataProvider>();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let created: string | null = null;
    let live = true;
    dataProvider
      .fileContent(id)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        if (live) setUrl(created);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [dataProvider, id]);
  if (failed) return <Typography variant="body2">{translate('admin.similar_logos.image_failed')}</Typography>;
  if (!url) return <Typography variant="body2">{translate('ra.page.loading')}</Typography>;
  return <Box component="img" src={url} alt={alt} sx={{ width: 72, height: 72, objectFit: 'contain', display: 'block' }} />;
}

/**
 * Figurative marks (issue 33 §1): the marks held whose logos are nearest this mark's by
 * perceptual hash, with the similarity and the bits apart. Information for the examiner only:
 * an image never refuses a mark.
 */
export function SimilarLogos({ logos }: { logos: CaseFileSimilarLogo[] | null }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const rows = similarLogoRows(logos, format);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('admin.similar_logos.note')}
      </Typography>
      {rows === null ? (
        <Typography data-compared="false">{translate('admin.similar_logos.not_compared')}</Typography>
      ) : rows.length === 0 ? (
        <Typography data-compared="true">{translate('admin.similar_logos.none')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('admin.similar_logos.caption')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('admin.similar_logos.image')}</TableCell>
                <TableCell>{translate('admin.similar_logos.mark')}</TableCell>
                <TableCell>{translate('admin.similar_logos.classes')}</TableCell>
                <TableCell>{translate('admin.similar_logos.status')}</TableCell>
                <TableCell>{translate('admin.similar_logos.similarity')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} data-band={row.band}>
                  <TableCell>
                    <LogoThumbnail
                      id={row.logo}
                      alt={translate('admin.similar_logos.image_alt', { name: row.name || row.reference || '' })}
                    />
                  </TableCell>
                  <TableCell>
                    <bdi>{row.name || '—'}</bdi>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      <bdi>{row.reference ?? '—'}</bdi>
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <bdi>{row.classes}</bdi>
                  </TableCell>
                  <TableCell>{translate(`admin.similar_logos.statuses.${row.status}`)}</TableCell>
                  <TableCell>
                    {/* Never the colours of a refusal: an image only informs the examiner. */}
                    <Chip
                      size="small"
                      variant={row.band === 'near' ? 'filled' : 'outlined'}
                      label={translate(`admin.similar_logos.bands.${row.band}`)}
                    />{' '}
                    {row.similarity}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {translate('admin.similar_logos.distance', { distance: row.distance, bits: row.bits })}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
