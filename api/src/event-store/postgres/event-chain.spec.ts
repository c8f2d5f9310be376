import fc from 'fast-check';
import canonicalize from 'canonicalize';
import { canonicalJson, EventChain, type ChainedEvent } from './event-chain.js';
import { TEST_EVENT_CHAIN_KEY } from '#test/support/test-database';

/** What the store hashed before canonicalJson: the value as jsonb will hold it, then canonical. */
const throughJson = (value: unknown) => canonicalize(JSON.parse(JSON.stringify(value) ?? 'null')) ?? 'null';

describe('canonicalJson: the text an appended event is hashed and sent as', () => {
  it('is the canonical form of the value as jsonb will hold it, for any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => canonicalJson(value) === throughJson(value)));
  });

  it('leaves out undefined members, writes dates as text and numbers JSON cannot hold as null, as JSON.stringify does', () => {
    const data = {
      b: undefined,
      a: new Date(Date.UTC(2026, 11, 5, 10, 0, 0, 123)),
      list: [1, undefined, Number.NaN, { z: 1, y: [Number.POSITIVE_INFINITY] }],
      nested: { text: 'چایخانەی شار', n: -0 },
    };
    expect(canonicalJson(data)).toBe(throughJson(data));
    expect(canonicalJson(data)).toBe(
      '{"a":"2026-12-05T10:00:00.123Z","list":[1,null,null,{"y":[null],"z":1}],"nested":{"n":0,"text":"چایخانەی شار"}}',
    );
  });
});

describe('EventChain: the hash of values and of their canonical texts', () => {
  it('is the same, so that what append hashes from texts verifies from the values read back', () => {
    const chain = new EventChain(TEST_EVENT_CHAIN_KEY);
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (data, metadata) => {
        const event: ChainedEvent = {
          prevHash: 'a'.repeat(64),
          streamId: 'trade-name-1',
          streamVersion: 2,
          eventId: '0b5c3d52-9f6e-4f8e-9d0a-2b7f1f7f3c11',
          type: 'trade-name.submitted',
          schemaVersion: 1,
          data,
          metadata,
          recordedAt: '2026-12-05T10:00:00.123456Z',
        };
        const fromTexts = chain.hashCanonical({ ...event, data: canonicalJson(data ?? null), metadata: canonicalJson(metadata ?? {}) });
        return chain.hash(event) === fromTexts && chain.verifies(event, fromTexts);
      }),
    );
  });
});
