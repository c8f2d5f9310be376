import { useState } from 'react';
import { Box, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel, valueText } from './labels';
import { leafPaths } from './DetailsView';
import { useCodeText } from './case-values';
import { isUploadId, useFileNames } from './file-names';

/** The value of a leaf path (`partners[0].upn`) of the payload. */
function valueAt(details: unknown, path: string): unknown {
  return path.split(/\.|(?=\[)/).reduce<unknown>((at, part) => {
    if (at === null || typeof at !== 'object') return undefined;
    const index = /^\[(\d+)\]$/.exec(part);
    return index ? (at as unknown[])[Number(index[1])] : (at as Record<string, unknown>)[part];
  }, details);
}

/**
 * A comment box beside every field of the payload (issue 22 §2): each a visible text input
 * labelled with its field, in document order, so that Tab goes from one to the next; a filter
 * narrows a long form to the fields whose name or value contains the words typed.
 */
export function FieldComments({
  details,
  comments,
  onChange,
}: {
  details: unknown;
  comments: Record<string, string>;
  onChange(comments: Record<string, string>): void;
}) {
  const translate = useTranslate();
  const [filter, setFilter] = useState('');
  const codeText = useCodeText(details as Record<string, unknown> | undefined);
  const paths = leafPaths(details);
  // A document is named by its kind (the field's label) and its file's name, never its upload id.
  const files = useFileNames(paths.flatMap((path) => [valueAt(details, path)].flat()).filter(isUploadId));
  const fields = paths.map((path) => {
    const value = valueAt(details, path);
    const key = path
      .split('.')
      .pop()!
      .replace(/\[\d+\]$/, '');
    const textOf = (v: unknown) =>
      isUploadId(v) ? (files[v] ?? translate('admin.history.document')) : (codeText(key, v) ?? valueText(translate, v));
    const shown = Array.isArray(value) ? value.map(textOf).join('، ') : textOf(value);
    return { path, label: fieldLabel(translate, path), shown };
  });
  const needle = filter.trim().toLowerCase();
  const visible = needle
    ? fields.filter((f) => f.label.toLowerCase().includes(needle) || f.shown.toLowerCase().includes(needle) || comments[f.path])
    : fields;
  const written = Object.values(comments).filter((c) => c.trim()).length;
  return (
    <Box component="section" aria-labelledby="field-comments-heading" sx={{ mt: 2 }}>
      <Typography id="field-comments-heading" component="h3" variant="subtitle1">
        {translate('admin.review.field_comments')} ({translate('admin.review.comments_count', { smart_count: written })})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('admin.review.field_comments_help')}
      </Typography>
      {written > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 3 }} data-written-comments>
          {fields
            .filter((f) => comments[f.path]?.trim())
            .map((f) => (
              <Typography component="li" variant="body2" key={f.path}>
                <strong>{f.label}</strong>: <bdi>{comments[f.path]}</bdi>
              </Typography>
            ))}
        </Box>
      )}
      <TextField
        size="small"
        margin="dense"
        type="search"
        label={translate('admin.review.find_field')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        sx={{ minWidth: 280 }}
      />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {visible.map((f) => (
          <Box
            component="li"
            key={f.path}
            data-field={f.path}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(14rem, 1fr) minmax(10rem, 1fr) minmax(18rem, 2fr)' },
              columnGap: 2,
              alignItems: 'center',
              py: 0.75,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: comments[f.path]?.trim() ? 'action.selected' : undefined,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {f.label}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <bdi>{f.shown}</bdi>
            </Typography>
            <TextField
              size="small"
              fullWidth
              multiline
              maxRows={4}
              label={translate('admin.review.comment_on', { field: f.label })}
              value={comments[f.path] ?? ''}
              onChange={(e) => onChange({ ...comments, [f.path]: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
