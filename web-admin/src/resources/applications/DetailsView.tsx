import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel, numberText, valueText } from './labels';
import { COUNTRY_FIELDS, useCountryNames } from './countries';
import { useNiceClassHeadings } from './nice-classes';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalarList = (v: unknown): v is (string | number | boolean)[] =>
  Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null);

/**
 * Every field of an application's payload, nested sections as nested headings, with the
 * reviewer's per-field comments (`comments`, by path) shown beside the field they concern.
 */
export function DetailsView({
  value,
  path = '',
  level = 3,
  comments = {},
  resolve,
  notes = {},
}: {
  value: unknown;
  path?: string;
  level?: number;
  comments?: Record<string, string>;
  /** A field's value as the reader should see it (codes resolved to labels), when it knows better than the plain text. */
  resolve?: (key: string, value: unknown, path: string) => ReactNode | undefined;
  /** What to show under a field besides its value (after a resubmission: the earlier comment and the change), by path. */
  notes?: Record<string, ReactNode>;
}) {
  const translate = useTranslate();
  const niceHeadings = useNiceClassHeadings();
  const countryNames = useCountryNames();
  if (!isObject(value)) return null;
  // A country code reads as its name from the registry's list, a trademark's class as its number
  // and heading (`43 — Food and drink services …`); other codes as the case file resolves them.
  const shown = (key: string, v: unknown, full: string): ReactNode =>
    COUNTRY_FIELDS.has(key) && typeof v === 'string' && countryNames.has(v)
      ? countryNames.get(v)!
      : (resolve?.(key, v, full) ??
        (key === 'classNumber' && typeof v === 'number' && niceHeadings.has(v)
          ? `${numberText(translate, v)} — ${niceHeadings.get(v)}`
          : isScalarList(v)
            ? v.map((x) => valueText(translate, x)).join('، ') || '—'
            : valueText(translate, v)));
  const scalars = Object.entries(value).filter(([, v]) => !isObject(v) && !(Array.isArray(v) && !isScalarList(v)));
  const nested = Object.entries(value).filter(([, v]) => isObject(v) || (Array.isArray(v) && !isScalarList(v)));
  const heading = `h${Math.min(level, 6)}` as 'h3';
  return (
    <Box>
      {scalars.length > 0 && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 2fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          {scalars.map(([key, v]) => {
            const full = path ? `${path}.${key}` : key;
            return (
              <Box key={key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                  {fieldLabel(translate, key)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  <bdi>{shown(key, v, full)}</bdi>
                  {notes[full]}
                  {comments[full] && (
                    // Marked by the warning colour's border; the text keeps the body's colour (warning.dark on white is 3.8:1, under WCAG's 4.5:1).
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{
                        display: 'block',
                        mt: 0.5,
                        fontStyle: 'italic',
                        borderInlineStart: 3,
                        borderColor: 'warning.main',
                        paddingInlineStart: 1,
                      }}
                    >
                      {translate('admin.review.comment_on_field')}: {comments[full]}
                    </Typography>
                  )}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      {nested.map(([key, v]) => (
        <Box key={key} component="section" sx={{ mt: 2, ps: 2, borderInlineStart: 2, borderColor: 'divider', paddingInlineStart: 2 }}>
          <Typography component={heading} variant="subtitle1" sx={{ fontWeight: 700 }}>
            {fieldLabel(translate, key)}
          </Typography>
          {Array.isArray(v) ? (
            v.map((item, i) => (
              <Box key={i} sx={{ mt: 1 }}>
                <Typography component={`h${Math.min(level + 1, 6)}` as 'h4'} variant="subtitle2">
                  {fieldLabel(translate, `${key}[${i}]`)}
                </Typography>
                <DetailsView
                  value={item}
                  path={`${path ? `${path}.` : ''}${key}[${i}]`}
                  level={level + 2}
                  comments={comments}
                  resolve={resolve}
                  notes={notes}
                />
              </Box>
            ))
          ) : (
            <DetailsView
              value={v}
              path={path ? `${path}.${key}` : key}
              level={level + 1}
              comments={comments}
              resolve={resolve}
              notes={notes}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Every leaf path of a payload (`ceo.upn`, `partners[0].owning_percentage`): what a reviewer may comment on. */
export function leafPaths(value: unknown, path = ''): string[] {
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => leafPaths(v, path ? `${path}.${k}` : k));
  if (Array.isArray(value) && !isScalarList(value)) return value.flatMap((v, i) => leafPaths(v, `${path}[${i}]`));
  return path ? [path] : [];
}
