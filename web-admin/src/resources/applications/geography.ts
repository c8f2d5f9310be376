import { useEffect, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { flatten, request } from '#src/providers/http';

export interface Place {
  id: string;
  name: string;
  provinceId?: string;
}

/** Provinces and districts in the reader's language (`GET /api/v1/provinces`, `/api/v1/districts?listAll=true`). */
export function useGeography(): { provinces: Place[]; districts: Place[] } {
  const [locale] = useLocaleState();
  const [places, setPlaces] = useState<{ provinces: Place[]; districts: Place[] }>({ provinces: [], districts: [] });
  useEffect(() => {
    let live = true;
    Promise.all([
      request('/api/v1/provinces', { headers: { 'Accept-Language': locale } }),
      request('/api/v1/districts?listAll=true', { headers: { 'Accept-Language': locale } }),
    ])
      .then(([p, d]) => {
        const named = (r: any) => {
          const row = flatten<any>(r);
          return {
            id: row.id,
            name: row.name ?? row.names?.[locale] ?? row.id,
            provinceId: row.provinceId ?? row.province_id ?? row.province,
          };
        };
        if (live) setPlaces({ provinces: (p.json.data as any[]).map(named), districts: (d.json.data as any[]).map(named) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  return places;
}
