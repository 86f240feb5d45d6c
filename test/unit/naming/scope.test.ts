import { describe, expect, it } from 'vitest';
import { createScope, identifierFor, type NamingRules } from '../../../generator/naming/scope.js';

const rules: NamingRules = {
  initialisms: new Set(['ID', 'URL']),
  reserved: new Set(['type', 'func', 'Type2']),
  escapeReserved: (name) => `${name}_`,
  emptyWord: 'empty',
  digitPrefix: 'X',
};

describe('identifierFor', () => {
  it('uses the empty word when the hint has no words', () => {
    expect(identifierFor([''], 'pascal', rules)).toBe('Empty');
    expect(identifierFor([], 'camel', rules)).toBe('empty');
    expect(identifierFor(['$', '-'], 'snake', rules)).toBe('empty');
  });

  it('prefixes identifiers that would start with a digit', () => {
    expect(identifierFor(['123'], 'pascal', rules)).toBe('X123');
    expect(identifierFor(['2fa', 'code'], 'camel', rules)).toBe('X2faCode');
    expect(identifierFor(['9lives'], 'screamingSnake', rules)).toBe('X9LIVES');
  });

  it('escapes reserved words, case-sensitively', () => {
    expect(identifierFor(['type'], 'camel', rules)).toBe('type_');
    expect(identifierFor(['FUNC'], 'snake', rules)).toBe('func_');
    expect(identifierFor(['type'], 'pascal', rules)).toBe('Type');
    expect(identifierFor(['type', '2'], 'pascal', rules)).toBe('Type2_');
  });

  it('joins every segment of the hint and applies initialisms', () => {
    expect(identifierFor(['Tweet', 'user', 'url'], 'pascal', rules)).toBe('TweetUserURL');
    expect(identifierFor(['user_id'], 'camel', rules)).toBe('userID');
  });

  it('produces ASCII identifiers for non-ASCII hints and keeps them distinct', () => {
    const a = identifierFor(['é'], 'pascal', rules);
    const b = identifierFor(['è'], 'pascal', rules);
    expect(a).toMatch(/^[A-Za-z0-9_]+$/);
    expect(a).not.toBe(b);
  });
});

describe('createScope', () => {
  it('hands out a name once, then numeric suffixes from 2', () => {
    const scope = createScope();
    expect(['a', 'a', 'a'].map((n) => scope.claim(n))).toEqual(['a', 'a2', 'a3']);
  });

  it('respects names taken up front', () => {
    const scope = createScope(['Foo', 'Foo2']);
    expect(scope.claim('Foo')).toBe('Foo3');
    expect(scope.has('Foo2')).toBe(true);
    expect(scope.has('Bar')).toBe(false);
  });

  it('never hands out a name twice, even when a suffixed name was claimed directly', () => {
    const scope = createScope();
    const claimed = ['a2', 'a', 'a', 'a', 'a22', 'a2', 'a2', ''].map((n) => scope.claim(n));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.slice(0, 4)).toEqual(['a2', 'a', 'a3', 'a4']);
  });

  it('treats names differing only in case as different unless folding case', () => {
    const exact = createScope();
    expect([exact.claim('Foo'), exact.claim('foo')]).toEqual(['Foo', 'foo']);
    const folded = createScope(['README'], true);
    expect([folded.claim('Foo'), folded.claim('foo'), folded.claim('readme')]).toEqual(['Foo', 'foo2', 'readme2']);
    expect(folded.has('FOO')).toBe(true);
  });

  it('keeps scopes independent', () => {
    const one = createScope();
    const two = createScope();
    one.claim('x');
    expect(two.claim('x')).toBe('x');
  });
});
