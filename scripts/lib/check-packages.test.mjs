// The unit stage's closing summary: what a CI log's tail shows of a failed package.
// Run by `npm run lint`, or alone: node --test scripts/lib/check-packages.test.mjs
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { failureSummary } from './check-packages.mjs';

const JEST_FAILURE = `> jest
PASS src/a.test.ts
FAIL src/b.test.tsx (21.3 s)
  ● the phone screen › keeps what the player typed

    thrown: "Exceeded timeout of 20000 ms for a test."

      at it (src/b.test.tsx:10:3)

PASS src/c.test.ts

Test Suites: 1 failed, 2 passed, 3 total
Tests:       1 failed, 9 passed, 10 total
Snapshots:   0 total
Time:        30 s`;

it('keeps jest’s failure blocks and drops the passing files and the totals’ noise', () => {
  const summary = failureSummary(JEST_FAILURE);
  assert.match(summary, /● the phone screen › keeps what the player typed/);
  assert.match(summary, /Exceeded timeout of 20000 ms/);
  assert.match(summary, /Tests: {7}1 failed/);
  assert.doesNotMatch(summary, /PASS src\/c\.test\.ts/);
  assert.doesNotMatch(summary, /Snapshots:/);
});

it('shows tsc’s errors when there is no jest failure block', () => {
  const summary = failureSummary('> tsc -p tsconfig.all.json\nshared/src/x.ts(3,1): error TS2304: Cannot find name \'y\'.\n ELIFECYCLE  Command failed.');
  assert.equal(summary, 'shared/src/x.ts(3,1): error TS2304: Cannot find name \'y\'.');
});

it('falls back to the last 40 lines of anything else', () => {
  const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
  const summary = failureSummary(output).split('\n');
  assert.equal(summary.length, 40);
  assert.equal(summary[0], 'line 60');
});
