// Proves tsconfig.all.json (`npm test`'s one-program typecheck) checks what every package's own tsconfig.json
// checks: each package's `include` appears there under its folder, and the compiler options are the base's.
// Run by `npm run lint`, or alone: node --test scripts/typecheck-all.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A tsconfig file read as TypeScript reads it (comments allowed). */
function tsconfig(file) {
  const { config, error } = ts.readConfigFile(path.join(ROOT, file), ts.sys.readFile);
  assert.ok(!error, `${file}: ${error && ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return config;
}

/** The workspace's package folders (pnpm-workspace.yaml's `packages:` list). */
function workspacePackages() {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:\s+- .+\n)+)/m.exec(yaml)?.[1] ?? '';
  return list.split('\n').map((line) => line.replace(/^\s+- /, '').trim()).filter(Boolean);
}

it('includes every package’s own include, under its folder', () => {
  const all = new Set(tsconfig('tsconfig.all.json').include);
  const missing = workspacePackages()
    .filter((pkg) => existsSync(path.join(ROOT, pkg, 'tsconfig.json')))
    .flatMap((pkg) => (tsconfig(`${pkg}/tsconfig.json`).include ?? []).map((include) => `${pkg}/${include}`))
    .filter((include) => !all.has(include));
  assert.deepEqual(missing, [], 'add these to tsconfig.all.json');
});

it('checks with the base options, which no package loosens', () => {
  const all = tsconfig('tsconfig.all.json');
  assert.equal(all.extends, './tsconfig.base.json');
  assert.equal(all.compilerOptions, undefined);
  // A package may only narrow the base's ambient `types` (e2e leaves jest's globals out; Playwright would fail
  // a test using one when it runs) or restate a default: nothing that makes its own check stricter than this one.
  const baseTypes = tsconfig('tsconfig.base.json').compilerOptions.types;
  for (const pkg of workspacePackages().filter((name) => existsSync(path.join(ROOT, name, 'tsconfig.json')))) {
    const { types, allowJs, ...rest } = tsconfig(`${pkg}/tsconfig.json`).compilerOptions ?? {};
    assert.deepEqual(rest, {}, `${pkg}/tsconfig.json sets options tsconfig.all.json does not`);
    assert.ok((types ?? []).every((type) => baseTypes.includes(type)), `${pkg}/tsconfig.json adds ambient types`);
    assert.ok(allowJs === undefined || allowJs === false, `${pkg}/tsconfig.json allows JavaScript`);
  }
});
