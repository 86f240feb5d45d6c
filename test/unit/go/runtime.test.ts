import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuntimeSources, runtimeRoot } from '../../../generator/render/load.js';
import { packageRoot } from '../../../generator/package-root.js';
import { runtimeFiles, runtimePlaceholderPackage } from '../../../generator/targets/go/runtime.js';

describe('the Go runtime files', () => {
  const sources = loadRuntimeSources('go');

  it('are every file of runtime/go/src but the tests and testdata', () => {
    const onDisk = readdirSync(join(runtimeRoot(), 'go', 'src'), { withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.endsWith('_test.go'))
      .map((e) => e.name)
      .sort();
    expect([...sources.keys()]).toEqual(onDisk);
    expect(onDisk.every((name) => name.startsWith('jsongen_runtime'))).toBe(true);
    expect([...sources.keys()].some((name) => name.endsWith('_test.go'))).toBe(false);
  });

  it('change only the package clause', () => {
    const out = runtimeFiles(sources, 'shop');
    if (!out.ok) throw new Error(out.diagnostics.map((d) => d.message).join('\n'));
    for (const file of out.value) {
      const source = sources.get(file.path) as string;
      expect(file.role).toBe('runtime');
      if (file.path.endsWith('.go')) {
        expect(file.content).toContain('\npackage shop\n');
        expect(file.content).not.toContain(runtimePlaceholderPackage);
        expect(file.content).toBe(source.replace(`\npackage ${runtimePlaceholderPackage}\n`, '\npackage shop\n'));
      } else {
        expect(file.content).toBe(source);
      }
    }
  });

  it('refuse a Go file without exactly one placeholder package line', () => {
    const none = runtimeFiles(new Map([['jsongen_runtime_x.go', 'package other\n']]), 'p');
    expect(none.ok).toBe(false);
    expect(none.diagnostics[0]?.code).toBe('E_RUNTIME');
    const two = runtimeFiles(new Map([['jsongen_runtime_x.go', `package ${runtimePlaceholderPackage}\n// package ${runtimePlaceholderPackage}\npackage ${runtimePlaceholderPackage}\n`]]), 'p');
    expect(two.ok).toBe(false);
    expect(runtimeFiles(new Map(), 'p').ok).toBe(false);
  });

  it('leave a placeholder inside a comment or a longer name alone', () => {
    const source = `// package ${runtimePlaceholderPackage} is the placeholder\n\npackage ${runtimePlaceholderPackage}\n\nvar ${runtimePlaceholderPackage}x = 1\n`;
    const out = runtimeFiles(new Map([['jsongen_runtime_x.go', source]]), 'p');
    if (!out.ok) throw new Error('rejected');
    expect(out.value[0]?.content).toBe(`// package ${runtimePlaceholderPackage} is the placeholder\n\npackage p\n\nvar ${runtimePlaceholderPackage}x = 1\n`);
  });

  it('are in the published package, without the tests', () => {
    const packed = execFileSync('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], { cwd: packageRoot(), encoding: 'utf8' });
    const paths = (JSON.parse(packed) as { files: { path: string }[] }[])[0]?.files.map((f) => f.path) ?? [];
    const runtime = paths.filter((p) => p.startsWith('runtime/go/')).sort();
    expect(runtime).toEqual([...sources.keys()].map((name) => `runtime/go/src/${name}`).sort());
  });
});
