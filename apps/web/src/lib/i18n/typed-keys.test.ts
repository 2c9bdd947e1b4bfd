import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Type-checks a file placed beside the module, as the app's tsconfig would: its error messages. */
function typeErrors(source: string): string[] {
  const configPath = join(here, '../../../tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  const sample = join(here, 'typed-keys-sample.tsx');
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === sample ? ts.createSourceFile(fileName, source, language) : getSourceFile(fileName, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === sample || fileExists(fileName);
  const program = ts.createProgram([sample], options, host);
  return program
    .getSemanticDiagnostics(program.getSourceFile(sample))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const sample = (body: string) => `
import { useTranslation } from './translation.tsx';
export function Sample({ sort }: { sort: 'newest' | 'price_asc' }) {
  const { t } = useTranslation('search');
  ${body}
}`;

describe('typed keys', () => {
  it('accept the keys of the English catalog, counted ones without their suffix, and other namespaces by prefix', () => {
    expect(
      typeErrors(sample("return [t('results.count', { count: 2 }), t('common:loading'), t(`sort.${sort}`)].join();")),
    ).toEqual([]);
  }, 60_000);

  it('fail the type check on a misspelled key, in the namespace or by prefix', () => {
    const errors = typeErrors(sample("return [t('results.cuont'), t('common:lodaing')].join();"));
    expect(errors).toHaveLength(2);
    expect(errors.join('\n')).toMatch(/"results\.cuont"/);
    expect(errors.join('\n')).toMatch(/"common:lodaing"/);
  }, 60_000);
});
