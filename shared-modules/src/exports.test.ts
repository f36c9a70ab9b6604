import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

/**
 * Each thin module exports exactly what the workspace imports from it, tests included: a name nobody
 * imports would ship in every page's one copy for nothing, which is what this package exists to stop.
 * (A name an app imports that the module lacks is a typecheck error already.)
 */

const PACKAGE_DIR = path.resolve(__dirname, '..');
const ROOT = path.dirname(PACKAGE_DIR);
const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  exports: Record<string, string>;
};

/** Subpath → source file: `@casino/shared-modules/react-router` → `src/react-router.ts`. */
const MODULES = Object.entries(manifest.exports)
  .filter(([subpath]) => subpath !== './package.json')
  .map(([subpath, file]) => ({
    specifier: `${manifest.name}/${subpath.slice(2)}`,
    file: path.join(PACKAGE_DIR, file),
  }));

const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

function sourceFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesIn(full);
    return /\.(tsx?|mts|cts|mjs|cjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Every source file of every other workspace package (the top-level folders with a package.json). */
function workspaceSourceFiles(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !SKIPPED.has(entry.name))
    .map((entry) => path.join(ROOT, entry.name))
    .filter((dir) => dir !== PACKAGE_DIR && existsSync(path.join(dir, 'package.json')))
    .flatMap(sourceFilesIn);
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

interface Usage {
  /** Specifier → the names imported from it. */
  names: Map<string, Set<string>>;
  /** Specifier → the members of a namespace it exports, as used: `z.object`, `z.infer` → `object`, `infer`. */
  members: Map<string, Set<string>>;
  /** Imports that name nothing: `import * as`, a default import, `export * from`, `import()`. */
  unnamed: string[];
}

function usageOf(files: string[], specifiers: Set<string>): Usage {
  const names = new Map<string, Set<string>>([...specifiers].map((specifier) => [specifier, new Set<string>()]));
  const members = new Map<string, Set<string>>([...specifiers].map((specifier) => [specifier, new Set<string>()]));
  const unnamed: string[] = [];
  for (const file of files) {
    const source = parse(file);
    // The local name of each namespace a thin module exports (`z`), so `z.object` counts as `object`.
    const namespaces = new Map<string, string>();
    const where = (node: ts.Node) =>
      `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier) &&
        specifiers.has(node.moduleSpecifier.text)
      ) {
        const used = names.get(node.moduleSpecifier.text)!;
        const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
        if (ts.isImportDeclaration(node) && node.importClause?.name) unnamed.push(where(node));
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
          for (const element of bindings.elements) {
            used.add((element.propertyName ?? element.name).text);
            namespaces.set(element.name.text, node.moduleSpecifier.text);
          }
        } else if (bindings || ts.isExportDeclaration(node)) {
          unnamed.push(where(node));
        }
      } else if (
        ts.isCallExpression(node) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(node.expression) && node.expression.text === 'require') ||
          (ts.isPropertyAccessExpression(node.expression) && /^(mock|requireActual|doMock)$/.test(node.expression.name.text))) &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0]) &&
        specifiers.has(node.arguments[0].text)
      ) {
        unnamed.push(where(node));
      } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text)) {
        members.get(namespaces.get(node.expression.text)!)!.add(node.name.text);
      } else if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && namespaces.has(node.left.text)) {
        members.get(namespaces.get(node.left.text)!)!.add(node.right.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { names, members, unnamed };
}

/** The names a thin module exports (its named re-exports, values and types, and namespaces: `z`). */
function exportsOf(file: string): string[] {
  return parse(file).statements.flatMap((statement) => {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause) return [];
    if (ts.isNamespaceExport(statement.exportClause)) return [statement.exportClause.name.text];
    return statement.exportClause.elements.map((element) => element.name.text);
  });
}

/** A thin module's namespace exports (`export * as z from './zod-names'`): name → the file it names. */
function namespacesOf(file: string): Array<{ name: string; file: string }> {
  return parse(file).statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) &&
    statement.exportClause &&
    ts.isNamespaceExport(statement.exportClause) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [{ name: statement.exportClause.name.text, file: path.resolve(path.dirname(file), `${statement.moduleSpecifier.text}.ts`) }]
      : [],
  );
}

describe('the thin modules export what the apps import, no more (README)', () => {
  const usage = usageOf(workspaceSourceFiles(), new Set(MODULES.map((module) => module.specifier)));

  it.each(MODULES)('$specifier exports exactly the names the workspace imports from it', ({ specifier, file }) => {
    const exported = exportsOf(file);
    const imported = usage.names.get(specifier)!;
    expect({
      exportedButNeverImported: exported.filter((name) => !imported.has(name)).sort(),
      importedButNotExported: [...imported].filter((name) => !exported.includes(name)).sort(),
    }).toEqual({ exportedButNeverImported: [], importedButNotExported: [] });
    expect(exported).toHaveLength(new Set(exported).size);
  });

  it.each(MODULES.flatMap((module) => namespacesOf(module.file).map((namespace) => ({ ...namespace, specifier: module.specifier }))))(
    '$specifier: $name has exactly the members the workspace uses',
    ({ specifier, file }) => {
      const exported = exportsOf(file);
      const used = usage.members.get(specifier)!;
      expect({
        exportedButNeverUsed: exported.filter((name) => !used.has(name)).sort(),
        usedButNotExported: [...used].filter((name) => !exported.includes(name)).sort(),
      }).toEqual({ exportedButNeverUsed: [], usedButNotExported: [] });
    },
  );

  it('is imported by name only, so the comparison above sees every use', () => {
    expect(usage.unnamed).toEqual([]);
  });

  it('lists only re-exports, so webpack can drop what the apps do not use', () => {
    const files = MODULES.flatMap(({ file }) => [file, ...namespacesOf(file).map((namespace) => namespace.file)]);
    for (const file of files) {
      for (const statement of parse(file).statements) {
        // A namespace of the package's own names (`export * as z from './zod-names'`) is checked as a file of its own.
        const named =
          ts.isExportDeclaration(statement) &&
          statement.moduleSpecifier !== undefined &&
          statement.exportClause !== undefined &&
          (ts.isNamedExports(statement.exportClause) ||
            (ts.isNamespaceExport(statement.exportClause) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('./')));
        expect({ file: path.basename(file), statement: named ? 'named re-export' : statement.getText() }).toEqual({
          file: path.basename(file),
          statement: 'named re-export',
        });
      }
    }
  });
});

/**
 * The package's version is what a remote's build requires of the host (`requiredVersion`, checked by the
 * release CLI): it stands for the names *and* the libraries behind them. A new major of react-router,
 * rxjs or zod is a new major of this package, or a remote built on react-router 8 would pass the pin check
 * against a host that gives it react-router 7.
 */
describe('the package’s major follows the majors of the libraries it re-exports', () => {
  const WRAPPED = { major: 2, libraries: { 'react-router': 7, rxjs: 7, zod: 4 } };

  it('is still react-router 7, rxjs 7 and zod 4 inside major 2 (on a new library major: bump both here and in package.json)', () => {
    const resolve = createRequire(path.join(PACKAGE_DIR, 'package.json'));
    const majorOf = (version: string) => Number(version.split('.')[0]);
    const installed = Object.fromEntries(
      Object.keys(WRAPPED.libraries).map((name) => [
        name,
        majorOf((JSON.parse(readFileSync(resolve.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version),
      ]),
    );
    expect({ major: majorOf(manifest.version), libraries: installed }).toEqual(WRAPPED);
  });
});
