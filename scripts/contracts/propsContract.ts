import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ExposedModule {
  /** 'catalog/Home' */
  id: string;
  /** The module's source file. */
  file: string;
}

/**
 * Type-checks each exposed module's default export against what the shell renders it with
 * (`ComponentType<ShellProps>` from `contractFile`), with the repository's own compiler options.
 * A module that needs a prop the shell does not pass, or exports no component, is a problem.
 */
export function propsProblems(modules: readonly ExposedModule[], contractFile: string, tsconfig: string): string[] {
  const problems: string[] = [];
  const missing = modules.filter((module) => !fs.existsSync(module.file));
  for (const module of missing)
    problems.push(`${module.id}: no source at ${path.relative(process.cwd(), module.file)}`);
  const present = modules.filter((module) => !missing.includes(module));
  if (present.length === 0) return problems;

  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error(`cannot read ${tsconfig}`);
  const checkFile = path.join(path.dirname(tsconfig), '__contract_check__.tsx');
  const importPath = (file: string) => file.replace(/\.tsx?$/, '');
  const source = [
    "import type { ComponentType } from 'react';",
    `import type { ShellProps } from '${importPath(contractFile)}';`,
    ...present.flatMap((module, index) => [
      `import Module${index} from '${importPath(module.file)}'; // ${module.id}`,
      `export const check${index}: ComponentType<ShellProps> = Module${index}; // ${module.id}`,
    ]),
  ].join('\n');

  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === checkFile ? source : readFile(name));
  host.fileExists = (name) => path.resolve(name) === checkFile || ts.sys.fileExists(name);
  host.getSourceFile = (name, version, onError, create) =>
    path.resolve(name) === checkFile
      ? ts.createSourceFile(name, source, version, true, ts.ScriptKind.TSX)
      : getSourceFile(name, version, onError, create);
  const program = ts.createProgram({ rootNames: [checkFile], options: { ...parsed.options, noEmit: true }, host });
  const checked = program.getSourceFile(checkFile);
  for (const diagnostic of ts.getPreEmitDiagnostics(program, checked)) {
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : -1;
    const id = source.split('\n')[line]?.split('// ')[1] ?? 'contract';
    problems.push(`${id}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
  }
  return problems;
}
