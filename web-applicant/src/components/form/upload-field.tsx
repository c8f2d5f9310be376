import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, codedProblem, messageText, problemOf } from '#src/lib/api';
import { useFormat } from '../format';
import { visuallyHidden } from '../visually-hidden';
import { uploadFile, useUploadedFile, type UploadedFile, type UploadKind } from './api/upload-file';
import { fieldIdOf, useFieldMessage, useFormKit, useHintWithNote } from './form-kit';
import { NS } from './i18n';
import { codedMessage, FileCodes } from './rules';

/**
 * The API's limit (`UPLOAD_MAX_FILE_MB`, default 10). The browser checks it before sending so
 * that nobody waits for a large file to be refused; a lower limit on the server still answers
 * with its own message at this field.
 */
export const UPLOAD_MAX_MB = 10;
/** Payload lists of uploads hold at most 20 ids (the API's `LIMITS.uploads`). */
export const UPLOAD_MAX_FILES = 20;

/** Pictures (photos, signatures, logos) are JPEG or PNG; other documents may also be PDF (the API's upload policy). */
const IMAGE_KINDS: ReadonlySet<UploadKind> = new Set(['ceo_image', 'ceo_signature', 'shareholder_image', 'shareholder_signature', 'logo']);
const EXTENSIONS = { pdf: ['.pdf'], jpeg: ['.jpg', '.jpeg'], png: ['.png'] } as const;
export const allowedExtensionsFor = (kind: UploadKind): string[] =>
  IMAGE_KINDS.has(kind) ? [...EXTENSIONS.jpeg, ...EXTENSIONS.png] : [...EXTENSIONS.pdf, ...EXTENSIONS.jpeg, ...EXTENSIONS.png];
const ACCEPT_TYPES = { '.pdf': 'application/pdf', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' } as Record<
  string,
  string
>;

/**
 * File types as a list that reads the same in right-to-left text: each ".pdf" isolated as
 * left-to-right (U+2066 … U+2069), so that its dot does not jump to the other end ("pdf.").
 */
export const isolatedTypes = (extensions: readonly string[], separator = ', '): string =>
  extensions.map((e) => `\u2066${e}\u2069`).join(separator);

/** The spec §5 "files" problem of one chosen file, before it is sent: its type or its size. */
export function fileProblem(
  file: { name: string; size: number },
  kind: UploadKind,
  maxMegabytes = UPLOAD_MAX_MB,
): { code: string; params: Record<string, string | number> } | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  const allowed = allowedExtensionsFor(kind);
  // Right-to-left messages isolate each type when worded (`ruleMessage`).
  if (!allowed.includes(extension)) return { code: FileCodes.invalidType, params: { allowed: allowed.join(', ') } };
  if (file.size > maxMegabytes * 1024 * 1024) return { code: FileCodes.tooLarge, params: { size: maxMegabytes } };
  if (file.size === 0) return { code: FileCodes.empty, params: {} };
  return undefined;
}

interface Pending {
  key: string;
  file: File;
  progress: number;
  /** The upload failed: the problem (coded, `messageText` words it) and whether trying again may help. */
  failure?: { message: string; retryable: boolean };
}

/**
 * One document (`multiple` false: the value is an upload id) or several (the value is a list of
 * ids), uploaded as soon as chosen (`POST /api/v1/files`, with progress), checked before sending
 * for type and size, with the spec's messages (maximum number of files, invalid type, too many,
 * upload failed, size must not exceed N MB) and a "try again" for a failed upload. The form
 * keeps only the ids; names and sizes are read back from the API after a reload. Uploads need a
 * session (an applicant signed in by e-mail code).
 */
export function UploadField({
  name,
  label,
  hint: hintProp,
  kind,
  multiple = false,
  maxFiles = multiple ? UPLOAD_MAX_FILES : 1,
  required,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  kind: UploadKind;
  multiple?: boolean;
  maxFiles?: number;
  required?: boolean;
}) {
  const { t, i18n } = useTranslation(NS);
  const format = useFormat();
  const { control, formState, getValues } = useFormContext();
  const input = useRef<HTMLInputElement | null>(null);
  const kit = useFormKit();
  const hint = useHintWithNote(name, hintProp);
  const id = fieldIdOf(name);
  const [pending, setPending] = useState<Pending[]>([]);
  const [choiceProblem, setChoiceProblem] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const known = useRef(new Map<string, UploadedFile>());
  const clientError = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const fieldMessage = useFieldMessage(name, label, clientError?.message ?? clientError?.root?.message);
  // A problem with the chosen files is kept coded, so that it follows a language switch.
  const message = choiceProblem ? messageText(choiceProblem, { label }) : fieldMessage;
  const allowed = allowedExtensionsFor(kind);
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const chosenId = `${id}-chosen`;
  const rtl = i18n.dir(i18n.resolvedLanguage) === 'rtl';

  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const ids: string[] = multiple ? ((field.value as string[] | undefined) ?? []) : field.value ? [field.value as string] : [];
        const setIds = (next: string[]) => {
          kit.dismissServerError(name);
          field.onChange(multiple ? next : (next[0] ?? ''));
        };

        const start = (item: Pending) => {
          setPending((list) => list.map((p) => (p.key === item.key ? { ...p, progress: 0, failure: undefined } : p)));
          uploadFile(item.file, kind, {
            onProgress: (progress) => setPending((list) => list.map((p) => (p.key === item.key ? { ...p, progress } : p))),
          }).then(
            (uploaded) => {
              known.current.set(uploaded.id, uploaded);
              setPending((list) => list.filter((p) => p.key !== item.key));
              // Read the freshest value: several uploads may finish in any order.
              const current = multiple ? [...((getValues(name) as string[] | undefined) ?? [])] : [];
              setIds(multiple ? [...current, uploaded.id] : [uploaded.id]);
              setAnnouncement(t('upload.uploaded', { name: uploaded.originalName }));
            },
            (error: unknown) => {
              const retryable = !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;
              // Kept coded, so that it follows a language switch.
              const failure = retryable ? codedMessage(FileCodes.uploadFailed) : codedProblem(problemOf(error));
              setPending((list) => list.map((p) => (p.key === item.key ? { ...p, failure: { message: failure, retryable } } : p)));
              setAnnouncement(messageText(failure, { label }));
            },
          );
        };

        const onChoose = (files: FileList | null) => {
          setChoiceProblem(undefined);
          if (!files || files.length === 0) return;
          const chosen = [...files];
          if (!multiple && chosen.length > 1) {
            setChoiceProblem(codedMessage(FileCodes.tooMany));
            return;
          }
          if (multiple && ids.length + pending.length + chosen.length > maxFiles) {
            setChoiceProblem(codedMessage(FileCodes.maxCount, { max: maxFiles }));
            return;
          }
          for (const file of chosen) {
            const problem = fileProblem(file, kind);
            if (problem) {
              setChoiceProblem(codedMessage(problem.code, problem.params));
              return;
            }
          }
          const items = chosen.map((file) => ({ key: crypto.randomUUID(), file, progress: 0 }));
          setPending((list) => [...(multiple ? list : []), ...items]);
          items.forEach(start);
        };

        const remove = (fileId: string) => {
          setIds(ids.filter((i) => i !== fileId));
          setAnnouncement(t('upload.removed'));
        };

        return (
          <Box role="group" aria-labelledby={`${id}-label`} sx={{ display: 'grid', gap: 1, maxWidth: '40rem' }}>
            <Typography id={`${id}-label`} component="label" htmlFor={id} sx={{ fontWeight: 700 }}>
              {label}
              {required ? ' *' : ''}
            </Typography>
            <Typography id={hintId} variant="body2" color="text.secondary">
              {hint ? <>{hint} </> : null}
              {t(multiple ? 'upload.hintMany' : 'upload.hintOne', {
                types: rtl ? isolatedTypes(allowed, '، ') : allowed.join(', '),
                size: format.number(UPLOAD_MAX_MB),
                max: format.number(maxFiles),
              })}
            </Typography>
            {message && (
              <Typography id={messageId} color="error" sx={{ fontWeight: 700 }}>
                {message}
              </Typography>
            )}
            {(multiple || ids.length + pending.length === 0) && (
              // The browser's own file input speaks its language, not the page's ("Choose File / No
              // file chosen"): it stays the focusable, labelled control, visually hidden, and the
              // page shows its own button and "no file chosen" in the applicant's language.
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', position: 'relative' }}>
                <Box
                  component="input"
                  type="file"
                  id={id}
                  name={name}
                  ref={(element: HTMLInputElement | null) => {
                    input.current = element;
                    field.ref(element);
                  }}
                  multiple={multiple}
                  accept={[...allowed, ...new Set(allowed.map((e) => ACCEPT_TYPES[e]))].join(',')}
                  aria-describedby={[hintId, message ? messageId : '', chosenId].filter(Boolean).join(' ')}
                  aria-invalid={message ? true : undefined}
                  onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                    onChoose(event.target.files);
                    event.target.value = '';
                  }}
                  onBlur={field.onBlur}
                  sx={{
                    position: 'absolute',
                    insetInlineStart: 0,
                    top: 0,
                    width: '1px',
                    height: '1px',
                    opacity: 0,
                    overflow: 'hidden',
                    '&:focus-visible + .upload-choose': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
                  }}
                />
                <Button
                  className="upload-choose"
                  variant="outlined"
                  aria-hidden
                  tabIndex={-1}
                  onClick={() => input.current?.click()}
                  sx={{
                    borderWidth: 2,
                    borderColor: message ? 'error.main' : 'text.secondary',
                    color: 'text.primary',
                    '&:hover': { borderWidth: 2 },
                  }}
                >
                  {t(multiple ? 'upload.chooseMany' : 'upload.choose')}
                </Button>
                <Typography id={chosenId} color="text.secondary">
                  {ids.length + pending.length === 0
                    ? t('upload.noneChosen')
                    : t('upload.chosenCount', { number: format.number(ids.length + pending.length) })}
                </Typography>
              </Box>
            )}
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {ids.map((fileId, index) => (
                <UploadedRow
                  key={fileId}
                  fileId={fileId}
                  initial={known.current.get(fileId)}
                  onRemove={() => remove(fileId)}
                  removeLabel={t('upload.remove', { name: `${label} ${multiple ? index + 1 : ''}`.trim() })}
                  focusId={!multiple && index === 0 ? id : undefined}
                  // A one-file field that holds its file has no input: its remove button, which
                  // takes the field's id, carries the hint and the message (a reviewer's note too).
                  describedBy={!multiple && index === 0 ? [hintId, message ? messageId : ''].filter(Boolean).join(' ') : undefined}
                />
              ))}
              {pending.map((item) => (
                <Box component="li" key={item.key} sx={{ display: 'grid', gap: 0.5 }}>
                  <Typography variant="body2">
                    <bdi>{item.file.name}</bdi> · {format.number(Math.round(item.progress * 100))}%
                  </Typography>
                  {item.failure ? (
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <Typography color="error" sx={{ fontWeight: 700 }}>
                        {messageText(item.failure.message, { label })}
                      </Typography>
                      {item.failure.retryable && (
                        <Button size="small" variant="outlined" onClick={() => start(item)}>
                          {t('upload.retry', { name: item.file.name })}
                        </Button>
                      )}
                      <Button size="small" onClick={() => setPending((list) => list.filter((p) => p.key !== item.key))}>
                        {t('upload.cancel')}
                      </Button>
                    </Box>
                  ) : (
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(item.progress * 100)}
                      aria-label={t('upload.progress', { name: item.file.name })}
                    />
                  )}
                </Box>
              ))}
            </Box>
            <Box role="status" sx={visuallyHidden}>
              {announcement}
            </Box>
          </Box>
        );
      }}
    />
  );
}

/** An upload already in the form: its name and size (read back from the API), and a remove button. */
function UploadedRow({
  fileId,
  initial,
  onRemove,
  removeLabel,
  focusId,
  describedBy,
}: {
  fileId: string;
  initial?: UploadedFile;
  onRemove: () => void;
  removeLabel: string;
  focusId?: string;
  describedBy?: string;
}) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const file = useUploadedFile(fileId, initial);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        p: 1,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography sx={{ flex: '1 1 12rem' }}>
        {file.data ? (
          <>
            <bdi>{file.data.originalName}</bdi> ({t('upload.size', { size: format.number(Math.max(1, Math.round(file.data.size / 1024))) })}
            ) · {t('upload.done')}
          </>
        ) : file.isError ? (
          t('upload.unreadable')
        ) : (
          t('upload.loading')
        )}
      </Typography>
      <Button
        id={focusId}
        size="small"
        variant="outlined"
        color="error"
        onClick={onRemove}
        aria-label={removeLabel}
        aria-describedby={describedBy}
      >
        {t('upload.removeShort')}
      </Button>
    </Box>
  );
}
