import { describe, expect, it } from 'vitest';
import { correctionProgress, remainingSections } from './correction-progress';

const correction = {
  target: 'requires_business_correction',
  reason: 'Capital and goals',
  fieldComments: { 'company.capital_in_number': 'Raise it', 'contract.goals': 'Be precise' },
  returnedAt: '2026-12-01T08:00:00.000Z',
  namedSections: ['business-info', 'establishment-contract'],
  correctedSections: ['establishment-contract'],
};

describe('where a correction stands', () => {
  it('lists each open section as corrected, to correct or without comment', () => {
    expect(correctionProgress(['business-info', 'activity-types', 'establishment-contract'], correction)).toEqual([
      { section: 'business-info', named: true, corrected: false },
      { section: 'activity-types', named: false, corrected: false },
      { section: 'establishment-contract', named: true, corrected: true },
    ]);
  });

  it('leaves to correct only the named sections without a saved correction', () => {
    expect(remainingSections(correction)).toEqual(['business-info']);
    expect(remainingSections({ ...correction, correctedSections: ['establishment-contract', 'business-info'] })).toEqual([]);
    expect(remainingSections(null)).toEqual([]);
  });
});
