import { Box, Typography } from '@mui/material';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { TextInput } from './fields';
import { useHintWithNote } from './form-kit';
import { NS } from './i18n';

/** The Kurdistan Region and a margin around it: the picker's frame (no map tiles: the portal works offline). */
const FRAME = { north: 37.5, south: 34.2, west: 42.2, east: 46.5 };
const WIDTH = 430;
const HEIGHT = 330;
/** Province capitals, to find one's way on the plain frame. */
const LANDMARKS = [
  { key: 'erbil', lat: 36.191, lng: 44.009 },
  { key: 'sulaymaniyah', lat: 35.557, lng: 45.435 },
  { key: 'duhok', lat: 36.867, lng: 42.988 },
  { key: 'halabja', lat: 35.177, lng: 45.986 },
] as const;
/** One arrow key moves about a kilometre. */
const STEP = 0.01;

const x = (lng: number) => ((lng - FRAME.west) / (FRAME.east - FRAME.west)) * WIDTH;
const y = (lat: number) => ((FRAME.north - lat) / (FRAME.north - FRAME.south)) * HEIGHT;
const round = (value: number) => Math.round(value * 100000) / 100000;

/**
 * A location on the map (spec §3 "location on map") as latitude and longitude: two text fields
 * (the accessible way, and the way to paste coordinates from a phone), and an offline picker,
 * a frame of the region with the province capitals, where a click or the arrow keys place the
 * point. The values at `${name}.lat` and `${name}.lng` are texts until the payload is built.
 */
export function LocationField({ name, legend, hint: plainHint }: { name: string; legend: string; hint?: string }) {
  const hint = useHintWithNote(name, plainHint);
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { setValue } = useFormContext();
  const lat = Number(useWatch({ name: `${name}.lat` }));
  const lng = Number(useWatch({ name: `${name}.lng` }));
  const placed = Number.isFinite(lat) && Number.isFinite(lng) && !(lat === 0 && lng === 0);
  const place = (nextLat: number, nextLng: number) => {
    setValue(`${name}.lat`, String(round(nextLat)), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setValue(`${name}.lng`, String(round(nextLng)), { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const fx = (event.clientX - box.left) / box.width;
    const fy = (event.clientY - box.top) / box.height;
    place(FRAME.north - fy * (FRAME.north - FRAME.south), FRAME.west + fx * (FRAME.east - FRAME.west));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const [baseLat, baseLng] = placed ? [lat, lng] : [LANDMARKS[0].lat, LANDMARKS[0].lng];
    // The map is not mirrored in right-to-left languages: east stays right.
    const moves: Record<string, [number, number]> = { ArrowUp: [STEP, 0], ArrowDown: [-STEP, 0], ArrowRight: [0, STEP], ArrowLeft: [0, -STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    place(baseLat + move[0], baseLng + move[1]);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 }}>
      <Box component="legend" sx={{ fontWeight: 700, fontSize: '1.125rem', p: 0, mb: 1 }}>
        {legend}
      </Box>
      {hint && <Typography component="div" color="text.secondary">{hint}</Typography>}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextInput name={`${name}.lat`} label={t('location.latitude')} inputMode="decimal" ltr width="14rem" hint={t('location.latitudeHint')} />
        <TextInput name={`${name}.lng`} label={t('location.longitude')} inputMode="decimal" ltr width="14rem" hint={t('location.longitudeHint')} />
      </Box>
      <Box dir="ltr" sx={{ maxWidth: WIDTH, '& svg:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 } }}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          tabIndex={0}
          aria-label={placed ? t('location.mapPlaced', { lat: format.number(lat, { maximumFractionDigits: 5 }), lng: format.number(lng, { maximumFractionDigits: 5 }) }) : t('location.mapEmpty')}
          onClick={onClick}
          onKeyDown={onKeyDown}
          style={{ cursor: 'crosshair', display: 'block', border: '2px solid currentColor', borderRadius: 4 }}
          className="location-picker"
        >
          <rect x={0} y={0} width={WIDTH} height={HEIGHT} fill="transparent" />
          {[35, 36, 37].map((gridLat) => (
            <g key={`lat-${gridLat}`}>
              <line x1={0} x2={WIDTH} y1={y(gridLat)} y2={y(gridLat)} stroke="currentColor" strokeOpacity={0.3} strokeDasharray="4 4" />
              <text x={4} y={y(gridLat) - 4} fontSize={12} fill="currentColor">
                {gridLat}°N
              </text>
            </g>
          ))}
          {[43, 44, 45, 46].map((gridLng) => (
            <g key={`lng-${gridLng}`}>
              <line y1={0} y2={HEIGHT} x1={x(gridLng)} x2={x(gridLng)} stroke="currentColor" strokeOpacity={0.3} strokeDasharray="4 4" />
              <text y={HEIGHT - 4} x={x(gridLng) + 4} fontSize={12} fill="currentColor">
                {gridLng}°E
              </text>
            </g>
          ))}
          {LANDMARKS.map((landmark) => (
            <g key={landmark.key}>
              <circle cx={x(landmark.lng)} cy={y(landmark.lat)} r={4} fill="currentColor" />
              <text x={x(landmark.lng) + 7} y={y(landmark.lat) + 4} fontSize={13} fill="currentColor">
                {t(`location.landmarks.${landmark.key}`)}
              </text>
            </g>
          ))}
          {placed && lat <= FRAME.north && lat >= FRAME.south && lng >= FRAME.west && lng <= FRAME.east && (
            <g>
              <circle cx={x(lng)} cy={y(lat)} r={9} fill="none" stroke="#b3261e" strokeWidth={3} />
              <circle cx={x(lng)} cy={y(lat)} r={3} fill="#b3261e" />
            </g>
          )}
        </svg>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('location.pickerHint')}
      </Typography>
    </Box>
  );
}
