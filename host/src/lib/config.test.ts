import { readFileSync } from 'node:fs';
import path from 'node:path';

// Every `process.env.X` the host reads must be defined by the build, or the browser throws
// "process is not defined" at start.
describe('host configuration', () => {
  it('every variable config.ts reads is defined in webpack.config.ts', () => {
    const configSource = readFileSync(path.join(__dirname, 'config.ts'), 'utf8');
    const webpackSource = readFileSync(path.join(__dirname, '../../webpack.config.ts'), 'utf8');
    const read = [...configSource.matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1]!);
    const defined = new Set([...webpackSource.matchAll(/^\s+([A-Z_]+):/gm)].map((match) => match[1]!));
    const builtIn = new Set(['APP_VERSION', 'NODE_ENV']);
    expect(read.filter((name) => !defined.has(name) && !builtIn.has(name))).toEqual([]);
  });
});
