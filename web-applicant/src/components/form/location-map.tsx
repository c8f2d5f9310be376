import 'leaflet/dist/leaflet.css';
import { Box, Button } from '@mui/material';
import { IRAQ_BOUNDARY } from '@registry/domain/reference/geography/iraq-boundary';
import { divIcon, type LatLngExpression, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, CircleMarker, MapContainer, Marker, Polygon, TileLayer, useMapEvents, ZoomControl } from 'react-leaflet';
import { useMapTiles } from './api/map-config';
import { NS } from './i18n';

/** Province capitals, to find one's way when no tile server is reachable. */
const LANDMARKS = [
  { key: 'erbil', lat: 36.191, lng: 44.009 },
  { key: 'sulaymaniyah', lat: 35.557, lng: 45.435 },
  { key: 'duhok', lat: 36.867, lng: 42.988 },
  { key: 'halabja', lat: 35.177, lng: 45.986 },
] as const;
const REGION_CENTRE: LatLngExpression = [36.0, 44.6];
// Leaflet wants [lat, lng]; GeoJSON rings are [lng, lat].
const IRAQ_OUTLINE = IRAQ_BOUNDARY.map((ring) => ring.map(([lng, lat]) => [lat, lng] as [number, number]));
const MARKER = '#b3261e';

/**
 * A capital's name beside its dot: a plain text label (a Leaflet div icon), not a Leaflet
 * tooltip. A tooltip is `role="tooltip"` and lingers empty while it fades in or out, which is a
 * nameless tooltip to assistive technology; a label is just text.
 */
function landmarkLabel(name: string) {
  const html = document.createElement('span');
  html.textContent = name;
  // iconSize undefined: the label is as wide as its text (the default is a 12 px square).
  return divIcon({ html, className: 'landmark-label', iconSize: undefined, iconAnchor: [-8, 11] });
}

function ClickToPlace({ onPlace }: { onPlace: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPlace(event.latlng.lat, event.latlng.lng) });
  return null;
}

export interface LocationMapProps {
  /** The point the fields hold, when they hold one. */
  point: { lat: number; lng: number } | null;
  onPlace: (lat: number, lng: number) => void;
  /** The id of the text that explains how to use the map (read with it). */
  describedBy: string;
}

/**
 * The map of the location field (Leaflet): tiles from the server the API names (MAP_TILE_URL),
 * else none; Iraq's outline and the province capitals either way. A click places the point; by
 * keyboard the arrows move the map under the cross in its centre, + and − zoom, and Enter (or
 * the button) places the point there. Loaded only by the step that shows it.
 */
export default function LocationMap({ point, onPlace, describedBy }: LocationMapProps) {
  const { t } = useTranslation(NS);
  const tiles = useMapTiles();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const placeAtCentre = () => {
    if (!map) return;
    const centre = map.getCenter();
    onPlace(centre.lat, centre.lng);
  };
  // Leaflet's container is the focusable element (arrows pan it): named for assistive technology.
  const label = t('location.mapLabel');
  const landmarkIcons = useMemo(
    () => Object.fromEntries(LANDMARKS.map((landmark) => [landmark.key, landmarkLabel(t(`location.landmarks.${landmark.key}`))])),
    [t],
  );
  useEffect(() => {
    const container = map?.getContainer();
    if (!container) return;
    container.setAttribute('role', 'application');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', describedBy);
  }, [map, label, describedBy]);
  // A point typed into the fields comes into view.
  useEffect(() => {
    if (map && point && !map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng]);
  }, [map, point]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== map?.getContainer() || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    placeAtCentre();
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: '40rem' }}>
      <Box
        dir="ltr"
        onKeyDown={onKeyDown}
        sx={{
          position: 'relative',
          '& .leaflet-container': {
            height: 360,
            border: '2px solid',
            borderColor: 'text.primary',
            borderRadius: 1,
            bgcolor: 'background.default',
            fontFamily: 'inherit',
          },
          '& .leaflet-container:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
          '& .leaflet-control-attribution a': { color: '#0b57a4' },
          '& .landmark-label span': {
            display: 'inline-block',
            whiteSpace: 'nowrap',
            px: 0.75,
            py: 0.25,
            fontSize: 12,
            lineHeight: 1.4,
            color: '#1b1b1b',
            bgcolor: '#fff',
            border: '1px solid #5f6368',
            borderRadius: 0.5,
          },
          // The cross the keyboard places the point at: two bars, symmetric, so mirroring leaves them be.
          '&::before, &::after': { content: '""', position: 'absolute', pointerEvents: 'none', zIndex: 500, bgcolor: 'text.primary' },
          '&::before': { left: 'calc(50% - 1px)', top: 'calc(50% - 12px)', width: 2, height: 24 },
          '&::after': { left: 'calc(50% - 12px)', top: 'calc(50% - 1px)', width: 24, height: 2 },
        }}
      >
        <MapContainer
          center={point ? [point.lat, point.lng] : REGION_CENTRE}
          zoom={point ? 11 : 7}
          minZoom={5}
          maxZoom={18}
          zoomControl={false}
          attributionControl={false}
          keyboardPanDelta={60}
          ref={setMap}
        >
          {tiles.data && <TileLayer url={tiles.data.url} attribution={tiles.data.attribution} />}
          <ZoomControl zoomInTitle={t('location.zoomIn')} zoomOutTitle={t('location.zoomOut')} />
          <AttributionControl prefix={false} />
          <Polygon
            positions={IRAQ_OUTLINE}
            interactive={false}
            pathOptions={{ color: '#1f3a5f', weight: 2, fill: false, dashArray: tiles.data ? '6 6' : undefined }}
          />
          {LANDMARKS.map((landmark) => (
            <CircleMarker
              key={landmark.key}
              center={[landmark.lat, landmark.lng]}
              radius={4}
              interactive={false}
              pathOptions={{ color: '#1f3a5f', fillOpacity: 1 }}
            />
          ))}
          {!tiles.data &&
            LANDMARKS.map((landmark) => (
              <Marker
                key={landmark.key}
                position={[landmark.lat, landmark.lng]}
                icon={landmarkIcons[landmark.key]}
                interactive={false}
                keyboard={false}
              />
            ))}
          {point && (
            <CircleMarker
              center={[point.lat, point.lng]}
              radius={9}
              interactive={false}
              pathOptions={{ color: MARKER, weight: 3, fillColor: MARKER, fillOpacity: 0.35 }}
            />
          )}
          <ClickToPlace onPlace={onPlace} />
        </MapContainer>
      </Box>
      <div>
        <Button variant="outlined" onClick={placeAtCentre} disabled={!map}>
          {t('location.placeAtCentre')}
        </Button>
      </div>
    </Box>
  );
}
