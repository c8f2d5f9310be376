import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormKit } from '#src/components/form/form-kit';
import { fillField, ruleMessage } from '#src/components/form/rules';
import { useFormat } from '#src/components/format';
import { userMessageOf } from '#src/lib/api';
import { useSettledQuery } from '#src/lib/settled-query';
import { useWordMarkCheck, type SignConflict, type WordMarkQuery } from '#src/features/trademarks/api/check-word-mark';
import { NS } from '../i18n';
import { reasonKeyOf, statusKeyOf, wordMarkOutcome, type WordMarkCheckState } from '../utils/word-mark-check';

/** The question once the applicant has paused typing (the trade-name check's pace): the API is asked then, not at every key. */
export function useDebouncedWordMarkCheck(query: WordMarkQuery | undefined, delayMs = 400) {
  const { settled, current } = useSettledQuery(query, delayMs);
  const result = useWordMarkCheck(settled);
  return { ...result, current, examination: current && result.data && !result.isPlaceholderData ? result.data : undefined };
}

/** One held sign: its words, what it is, its classes and status, and the words of the mark that met it. */
function Conflict({ conflict }: { conflict: SignConflict }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const values = {
    name: conflict.name,
    classes: conflict.classes.map((n) => format.number(n)).join(t('wordMarkCheck.listSeparator')),
    status: t(statusKeyOf(conflict.status)),
  };
  return (
    <li data-conflict={conflict.name} data-verdict={conflict.verdict}>
      <Trans
        t={t}
        i18nKey={conflict.kind === 'trade_name' ? 'wordMarkCheck.conflict.tradeName' : 'wordMarkCheck.conflict.mark'}
        values={values}
        components={{ bdi: <bdi />, strong: <strong /> }}
      />
      {conflict.matchedWith && conflict.matchedWith !== conflict.name && (
        <>
          {' '}
          <Trans t={t} i18nKey="wordMarkCheck.conflict.matched" values={{ words: conflict.matchedWith }} components={{ bdi: <bdi /> }} />
        </>
      )}
    </li>
  );
}

const listSx = { m: 0, paddingInlineStart: 2.5 } as const;

/**
 * The examination of the word mark as the applicant writes it and chooses its classes
 * (`POST /public/trademarks/word-mark-check`, the check the submission makes), in a polite live
 * region under the word mark: "checking", "available", refused with each coded reason and the
 * marks or trade names in the way (their words, classes and status; never who holds them), or
 * allowed with the signs the examiner will see anyway (the same words in unrelated classes).
 */
export function WordMarkCheck({ id, state, label }: { id: string; state: WordMarkCheckState; label: string }) {
  const { t } = useTranslation(NS);
  const check = useDebouncedWordMarkCheck(state.kind === 'ask' ? state.query : undefined);
  // The registry's refusal at the word mark (422 at submission) was about these words in these
  // classes: once the classes change it is stale (a change of the words dismisses it already).
  const { dismissServerError } = useFormKit();
  const classesKey = state.kind === 'ask' ? state.query.classes.join() : '';
  const refusedFor = useRef(classesKey);
  useEffect(() => {
    if (refusedFor.current === classesKey) return;
    refusedFor.current = classesKey;
    dismissServerError('wordMark');
  }, [classesKey, dismissServerError]);
  const words = state.kind === 'ask' ? state.words : '';
  let content = null;
  if (state.kind === 'needsClass') content = <Typography color="text.secondary">{t('wordMarkCheck.needsClass')}</Typography>;
  else if (state.kind === 'textProblems')
    content = (
      <Alert severity="error" variant="outlined">
        <AlertTitle sx={{ fontWeight: 700 }}>{t('wordMarkCheck.notCheckable')}</AlertTitle>
        <Box component="ul" sx={listSx}>
          {state.problems.map((problem) => (
            <li key={`${problem.code}:${problem.field}`} data-reason={problem.code}>
              {fillField(ruleMessage(problem.code, problem.params), label)}
            </li>
          ))}
        </Box>
      </Alert>
    );
  else if (state.kind === 'empty') content = null;
  else if (check.isError) content = <Alert severity="warning">{userMessageOf(check.error)}</Alert>;
  else if (!check.current || check.isFetching || !check.examination)
    content =
      check.fetchStatus === 'idle' && !check.data ? null : <Typography color="text.secondary">{t('wordMarkCheck.checking')}</Typography>;
  else {
    const outcome = wordMarkOutcome(check.examination);
    if (outcome.verdict === 'refused')
      content = (
        <Alert severity="error" variant="outlined" data-verdict="refused">
          <AlertTitle sx={{ fontWeight: 700 }}>
            <Trans t={t} i18nKey="wordMarkCheck.refused" values={{ name: words }} components={{ bdi: <bdi /> }} />
          </AlertTitle>
          <Box component="ul" sx={listSx}>
            {outcome.reasons.map((reason) => {
              const key = reasonKeyOf(reason.code);
              return (
                <li key={reason.code} data-reason={reason.code}>
                  {key ? t(key) : reason.message}
                  {reason.conflicts.length > 0 && (
                    <Box component="ul" sx={{ ...listSx, mt: 0.5 }}>
                      {reason.conflicts.slice(0, 5).map((conflict) => (
                        <Conflict key={`${conflict.kind}:${conflict.name}`} conflict={conflict} />
                      ))}
                    </Box>
                  )}
                </li>
              );
            })}
          </Box>
          <Typography sx={{ mt: 1 }}>{t('wordMarkCheck.advice')}</Typography>
        </Alert>
      );
    else
      content = (
        <Alert severity="success" variant="outlined" data-verdict={outcome.verdict}>
          <Box sx={{ fontWeight: outcome.verdict === 'available' ? 400 : 700 }}>
            <Trans t={t} i18nKey="wordMarkCheck.available" values={{ name: words }} components={{ bdi: <bdi /> }} />
          </Box>
          {outcome.verdict === 'allowedWithNotes' &&
            (['weak', 'similar'] as const).map((verdict) => {
              const notes = outcome.notes.filter((c) => c.verdict === verdict);
              if (!notes.length) return null;
              return (
                <Box key={verdict} data-note={verdict} sx={{ mt: 1 }}>
                  <Typography>{t(verdict === 'weak' ? 'wordMarkCheck.weakNote' : 'wordMarkCheck.similarNote')}</Typography>
                  <Box component="ul" sx={{ ...listSx, mt: 0.5 }}>
                    {notes.slice(0, 5).map((conflict) => (
                      <Conflict key={`${conflict.kind}:${conflict.name}`} conflict={conflict} />
                    ))}
                  </Box>
                </Box>
              );
            })}
        </Alert>
      );
  }
  return (
    <Box id={id} role="status" aria-live="polite" sx={{ maxWidth: '40rem' }}>
      {content}
    </Box>
  );
}
