import { Box, Typography } from '@mui/material';
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from './fields';
import { fieldIdOf, useFieldMessage, useHintWithNote } from './form-kit';
import { NS } from './i18n';

/** Leaflet and its styles come with the step that shows a map, not with the portal's first load. */
const LocationMap = lazy(() => import('./location-map'));
const round = (value: number) => Math.round(value * 100000) / 100000;

/** Without the map's code (offline, a failed deployment) the fields still take the point. */
class MapUnavailable extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A location on the map (spec §3 "location on map") as latitude and longitude: two text fields
 * (the accessible way, the way to paste coordinates from a phone, and the fallback when no map
 * loads), and a map (location-map.tsx) where a click, or the keyboard, places the point. The
 * values at `${name}.lat` and `${name}.lng` are texts until the payload is built. The point is
 * checked against the chosen district by the API's rule (`validateLocation`); its message shows
 * here, at `${name}`.
 */
export function LocationField({ name, legend, hint: plainHint }: { name: string; legend: string; hint?: string }) {
  const hint = useHintWithNote(name, plainHint);
  const { t } = useTranslation(NS);
  const { setValue, formState, getFieldState, trigger } = useFormContext();
  const lat = Number(useWatch({ name: `${name}.lat` }));
  const lng = Number(useWatch({ name: `${name}.lng` }));
  const placed = Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const place = (nextLat: number, nextLng: number) => {
    setValue(`${name}.lat`, String(round(nextLat)), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setValue(`${name}.lng`, String(round(nextLng)), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };
  // The point's own problem (outside the district) speaks once a coordinate was given or the step sent.
  const spoken =
    getFieldState(`${name}.lat`, formState).isTouched || getFieldState(`${name}.lng`, formState).isTouched || formState.isSubmitted;
  // A coordinate's own change validates only that coordinate: the point's problem sits at `${name}`.
  useEffect(() => {
    if (spoken) void trigger(name);
  }, [lat, lng, spoken, trigger, name]);
  const own = get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = useFieldMessage(name, legend, spoken ? (own?.message ?? own?.root?.message) : undefined);
  const id = fieldIdOf(name);
  const howTo = `${id}-how-to`;
  return (
    <Box component="fieldset" id={id} tabIndex={-1} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Box component="legend" sx={{ fontWeight: 700, fontSize: '1.125rem', p: 0, mb: 1 }}>
        {legend}
      </Box>
      {hint && (
        <Typography component="div" color="text.secondary">
          {hint}
        </Typography>
      )}
      {message && (
        <Typography component="p" role="alert" sx={{ fontWeight: 700, color: 'error.main', m: 0 }}>
          {message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput
          name={`${name}.lat`}
          label={t('location.latitude')}
          inputMode="decimal"
          ltr
          width="14rem"
          hint={t('location.latitudeHint')}
        />
        <TextInput
          name={`${name}.lng`}
          label={t('location.longitude')}
          inputMode="decimal"
          ltr
          width="14rem"
          hint={t('location.longitudeHint')}
        />
      </Box>
      <Typography id={howTo} variant="body2" color="text.secondary">
        {t('location.mapHint')}
      </Typography>
      <MapUnavailable fallback={<Typography color="text.secondary">{t('location.mapUnavailable')}</Typography>}>
        <Suspense
          fallback={
            <Box sx={{ height: 360, maxWidth: '40rem', border: '2px dashed', borderColor: 'divider', borderRadius: 1 }} aria-hidden />
          }
        >
          <LocationMap point={placed ? { lat, lng } : null} onPlace={place} describedBy={howTo} />
        </Suspense>
      </MapUnavailable>
    </Box>
  );
}
