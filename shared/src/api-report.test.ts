/**
 * The public surface of `@casino/shared`, checked in review: every entry point of package.json
 * `exports`, each export with its kind and type, is written to `api-report.md`. This test fails
 * when the surface and the checked-in report differ (run `pnpm run api-report` to rewrite it, and
 * bump the contract version when the contract changes), and when an export is imported by no code
 * outside `shared` (every export needs an owner outside the package, or it goes).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const PACKAGE_DIR = path.resolve(__dirname, '..');
const REPO_DIR = path.resolve(PACKAGE_DIR, '..');
const REPORT_FILE = path.join(PACKAGE_DIR, 'api-report.md');

interface PackageJson {
  name: string;
  version: string;
  exports: Record<string, string>;
}

const pkg = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as PackageJson;
const entries = Object.entries(pkg.exports).map(([subpath, file]) => ({
  specifier: `${pkg.name}${subpath === '.' ? '' : subpath.slice(1)}`,
  file: path.join(PACKAGE_DIR, file),
}));

function kindOf(symbol: ts.Symbol): string {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  if (flags & ts.SymbolFlags.Variable) return 'const';
  return 'other';
}

/** The report's text: one section per entry point, one line per export, sorted. */
function apiReport(): string {
  const configPath = path.join(PACKAGE_DIR, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, PACKAGE_DIR);
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    config.options,
  );
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ removeComments: true });
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  const lines = [
    `# API report of ${pkg.name}`,
    '',
    `Contract version ${pkg.version}. Written by \`pnpm --filter ${pkg.name} run api-report\`; checked by src/api-report.test.ts.`,
    'A change here is a change to what six teams build against: review it, and bump the version when the contract changes.',
  ];
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    if (!source) throw new Error(`No source for ${entry.specifier}: ${entry.file}`);
    const module = checker.getSymbolAtLocation(source);
    lines.push('', `## ${entry.specifier}`, '');
    for (const exported of module ? checker.getExportsOfModule(module) : []) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      const kind = kindOf(symbol);
      let shape: string;
      if (kind === 'interface' && declaration) {
        // An interface by its members, as written (without comments), so a changed member shows.
        shape = printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile()).replace(/^export\s+/, '');
      } else if (kind === 'type') {
        shape = checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, flags | ts.TypeFormatFlags.InTypeAlias);
      } else if (declaration) {
        shape = checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, declaration), undefined, flags);
      } else {
        shape = '?';
      }
      const where = declaration ? path.relative(PACKAGE_DIR, declaration.getSourceFile().fileName) : '';
      lines.push(`- \`${kind} ${exported.name}\`: \`${shape.replace(/\s+/g, ' ')}\` (${where})`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Names each entry point's importers outside `shared` bring in (imports and re-exports). */
function namesUsedOutside(): Map<string, Set<string>> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: REPO_DIR, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !file.startsWith('shared/') && existsSync(path.join(REPO_DIR, file)));
  const used = new Map<string, Set<string>>();
  const statement = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@casino\/shared[^']*)'/g;
  for (const file of files) {
    const text = readFileSync(path.join(REPO_DIR, file), 'utf8');
    for (const match of text.matchAll(statement)) {
      const names = used.get(match[2]!) ?? new Set<string>();
      for (const item of match[1]!.split(',')) {
        const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim();
        if (name) names.add(name);
      }
      used.set(match[2]!, names);
    }
  }
  return used;
}

const exportsOf = (report: string): Map<string, string[]> => {
  const byEntry = new Map<string, string[]>();
  let current = '';
  for (const line of report.split('\n')) {
    if (line.startsWith('## ')) byEntry.set((current = line.slice(3)), []);
    const name = /^- `\w+ (\w+)`/.exec(line)?.[1];
    if (name) byEntry.get(current)!.push(name);
  }
  return byEntry;
};

describe('the public surface of @casino/shared', () => {
  const report = apiReport();

  it('matches the checked-in api-report.md (run `pnpm run api-report` after a deliberate change)', () => {
    if (process.env.UPDATE_API_REPORT === '1') writeFileSync(REPORT_FILE, report);
    const checkedIn = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : '';
    expect(report).toBe(checkedIn);
  });

  it('exports only what code outside shared imports', () => {
    const used = namesUsedOutside();
    const unused = [...exportsOf(report)].flatMap(([entry, names]) => names.filter((name) => !used.get(entry)?.has(name)).map((name) => `${entry}: ${name}`));
    expect(unused).toEqual([]);
  });

  it('has no export * and no root entry', () => {
    const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], { cwd: PACKAGE_DIR, encoding: 'utf8' }).split('\n').filter(Boolean);
    const starred = sources.filter((file) => existsSync(path.join(PACKAGE_DIR, file)) && /^export \* from/m.test(readFileSync(path.join(PACKAGE_DIR, file), 'utf8')));
    expect(starred).toEqual([]);
    expect(Object.keys(pkg.exports)).not.toContain('.');
  });
});
