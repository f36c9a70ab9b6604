// Proves the layer rules of eslint.config.mjs bite: every file in lint-fixtures/ breaks one rule on
// purpose (or breaks none, for the good ones) and says so in its header:
//   // lint as: host/src/features/guards/lint-fixture.ts   where it pretends to live (imports resolve from there)
//   // expect: import/no-restricted-paths                   the rules of its errors, one per error, or `nothing`
// A fixture with no `lint as` line is linted where it is (the cycle needs both its files on disk).
// Run by `npm test`, or alone: node --test scripts/lint-layers.test.mjs
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIXTURES = path.join(import.meta.dirname, 'lint-fixtures');

/** The fixtures, each with its header read. */
function fixtures() {
  return readdirSync(FIXTURES, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(FIXTURES, file), 'utf8');
      const lintAs = /^\/\/ lint as: (.+)$/m.exec(source)?.[1].trim();
      const expect = /^\/\/ expect: (.+)$/m.exec(source)?.[1].trim();
      assert.ok(expect, `${file} has no "// expect:" line`);
      return {
        file,
        source,
        lintAs,
        expected:
          expect === 'nothing'
            ? []
            : expect
                .split(',')
                .map((rule) => rule.trim())
                .sort(),
      };
    });
}

// The workspace's own config; ignore: false lets the fixture folder, which the normal run skips, be linted.
const eslint = new ESLint({ cwd: ROOT, ignore: false });
// A fixture linted where it pretends to live is not on disk, so it can be in no import cycle, and
// import/no-cycle cannot map it (it throws): the cycle fixture, which is on disk, proves that rule.
const eslintAtPretendPath = new ESLint({
  cwd: ROOT,
  ignore: false,
  overrideConfig: { rules: { 'import/no-cycle': 'off' } },
});

/** The rules of a fixture's errors, sorted, with the messages for a failure's report. */
async function errorsOf({ file, source, lintAs }) {
  const [result] = lintAs
    ? await eslintAtPretendPath.lintText(source, { filePath: path.join(ROOT, lintAs) })
    : await eslint.lintFiles([path.join(FIXTURES, file)]);
  const errors = result.messages.filter((message) => message.severity === 2);
  return { rules: errors.map((message) => message.ruleId ?? '(parse error)').sort(), errors };
}

describe('the layer rules of eslint.config.mjs', () => {
  for (const fixture of fixtures()) {
    const label = fixture.expected.length === 0 ? 'passes' : `fails on ${fixture.expected.join(', ')}`;
    it(`${fixture.file} ${label}`, async () => {
      const { rules, errors } = await errorsOf(fixture);
      assert.deepEqual(rules, fixture.expected, JSON.stringify(errors, null, 2));
    });
  }

  it('the normal lint run skips the fixtures', async () => {
    const normal = new ESLint({ cwd: ROOT });
    assert.equal(await normal.isPathIgnored(path.join(FIXTURES, 'feature-imports-app.ts')), true);
    assert.equal(await normal.isPathIgnored(path.join(ROOT, 'host/src/app/routes.tsx')), false);
  });
});
