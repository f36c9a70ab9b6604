import { createContentClient } from './content-client';

describe('content client (spec 000 §7, §8)', () => {
  it.each(['1', 'X', '2025-01-01'])('accepts API version %s', (apiVersion) => {
    expect(() => createContentClient({ apiHost: 'http://localhost:4000', projectId: 'casino', dataset: 'production', apiVersion })).not.toThrow();
  });

  it.each(['2', 'latest', '2025-1-1'])('refuses API version %s with the spec text', (apiVersion) => {
    expect(() => createContentClient({ apiHost: 'http://localhost:4000', projectId: 'casino', dataset: 'production', apiVersion })).toThrow(
      'Invalid API version string, expected `1` or date in format `YYYY-MM-DD`',
    );
  });
});
