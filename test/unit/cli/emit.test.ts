import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareFiles, isMismatch } from '../../../generator/emit/compare.js';
import { resolveInside } from '../../../generator/emit/paths.js';
import { writeFiles } from '../../../generator/emit/write.js';
import { tempDir } from './fake.js';

describe('resolveInside', () => {
  it('resolves plain relative paths inside the root', () => {
    expect(resolveInside('/out', 'a/b.go')).toBe('/out/a/b.go');
  });

  it('refuses paths that could leave the root', () => {
    for (const bad of ['', '/etc/passwd', '../x', 'a/../../x', 'a//b', './a', 'a/.', 'a\\..\\b', 'a\0b']) {
      expect(resolveInside('/out', bad)).toBeUndefined();
    }
  });
});

describe('writeFiles', () => {
  it('creates folders and writes, leaves identical files untouched, and keeps other files', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'user.txt'), 'mine');
    const files = [
      { path: join(dir, 'a', 'b', 'c.go'), shown: 'a/b/c.go', content: 'one\n' },
      { path: join(dir, 'd.go'), shown: 'd.go', content: 'two\n' },
    ];
    const first = writeFiles(files);
    expect(first).toEqual({ ok: true, value: { written: ['a/b/c.go', 'd.go'], unchanged: [], removed: [] }, diagnostics: [] });
    expect(readFileSync(join(dir, 'a', 'b', 'c.go'), 'utf8')).toBe('one\n');
    const old = new Date(2000, 0, 1);
    utimesSync(join(dir, 'd.go'), old, old);
    const second = writeFiles(files);
    expect(second.ok && second.value.unchanged).toEqual(['a/b/c.go', 'd.go']);
    expect(statSync(join(dir, 'd.go')).mtime.getTime()).toBe(old.getTime());
    expect(readFileSync(join(dir, 'user.txt'), 'utf8')).toBe('mine');
    expect(readdirSync(dir).sort()).toEqual(['a', 'd.go', 'user.txt']);
  });

  it('writes every file of a folder it creates, and compares again in a folder that was there', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'old'));
    writeFileSync(join(dir, 'old', 'same.go'), 'same\n');
    const files = [
      { path: join(dir, 'new', 'x', 'a.go'), shown: 'new/x/a.go', content: 'a\n' },
      { path: join(dir, 'new', 'x', 'b.go'), shown: 'new/x/b.go', content: 'b\n' },
      { path: join(dir, 'old', 'same.go'), shown: 'old/same.go', content: 'same\n' },
      { path: join(dir, 'old', 'other.go'), shown: 'old/other.go', content: 'other\n' },
    ];
    const result = writeFiles(files);
    expect(result.ok && result.value).toEqual({ written: ['new/x/a.go', 'new/x/b.go', 'old/other.go'], unchanged: ['old/same.go'], removed: [] });
    expect(readdirSync(join(dir, 'new', 'x')).sort()).toEqual(['a.go', 'b.go']);
    expect(readFileSync(join(dir, 'new', 'x', 'b.go'), 'utf8')).toBe('b\n');
    expect(readdirSync(join(dir, 'old')).sort()).toEqual(['other.go', 'same.go']);
  });

  it('removes the stale files it is given and nothing else', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'old.go'), 'old');
    writeFileSync(join(dir, 'keep.go'), 'keep');
    const result = writeFiles([], [{ path: join(dir, 'old.go'), shown: 'old.go' }]);
    expect(result.ok && result.value.removed).toEqual(['old.go']);
    expect(existsSync(join(dir, 'old.go'))).toBe(false);
    expect(existsSync(join(dir, 'keep.go'))).toBe(true);
  });

  it('reports a file that cannot be written as an E_WRITE diagnostic', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'blocker'), 'a file where a folder should be');
    const result = writeFiles([{ path: join(dir, 'blocker', 'x.go'), shown: 'blocker/x.go', content: 'x' }]);
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ code: 'E_WRITE', severity: 'error', file: 'blocker/x.go', pointer: '' });
  });
});

describe('compareFiles', () => {
  it('tells same, missing, different and stale files apart', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'same.go'), 'same\n');
    writeFileSync(join(dir, 'sub', 'diff.go'), 'before\n');
    writeFileSync(join(dir, 'stale.go'), 'stale\n');
    const statuses = compareFiles(
      [
        { path: join(dir, 'same.go'), shown: 'same.go', content: 'same\n' },
        { path: join(dir, 'sub', 'diff.go'), shown: 'sub/diff.go', content: 'after\n' },
        { path: join(dir, 'missing.go'), shown: 'missing.go', content: 'x' },
      ],
      [
        { path: join(dir, 'stale.go'), shown: 'stale.go' },
        { path: join(dir, 'gone.go'), shown: 'gone.go' },
      ],
    );
    expect(statuses).toEqual([
      { kind: 'same', shown: 'same.go' },
      { kind: 'different', shown: 'sub/diff.go', onDisk: 'before\n', generated: 'after\n' },
      { kind: 'missing', shown: 'missing.go' },
      { kind: 'stale', shown: 'stale.go' },
    ]);
    expect(isMismatch(statuses)).toBe(true);
    expect(isMismatch(statuses.slice(0, 1))).toBe(false);
  });
});
