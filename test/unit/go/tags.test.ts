import { describe, expect, it } from 'vitest';
import { memberTag, tagCanName } from '../../../generator/targets/go/tags.js';

describe('Go struct tags', () => {
  it('name keys that encoding/json can read from a tag', () => {
    expect(memberTag('id', true)).toBe('json:"id"');
    expect(memberTag('id', false)).toBe('json:"id,omitempty"');
    for (const key of ['@type', 'a/b~c', ' lead', 'trail ', 'café', '名前', 'Ωmega', '123', '$ref', '{{x}}', 'a.b', 'x-y']) {
      expect(memberTag(key, true)).toBe(`json:"${key}"`);
    }
  });

  it('leave unnamed the keys a tag cannot express, and keep `-` from meaning "skip"', () => {
    for (const key of ['', 'a"b', 'a`b', 'a,b', 'a\\b', 'a\nb', 'tab\there', 'nul\u0000', '😀', "it's", 'a\u007fb']) {
      expect(tagCanName(key), JSON.stringify(key)).toBe(false);
      expect(memberTag(key, true)).toBeNull();
      expect(memberTag(key, false)).toBe('json:",omitempty"');
    }
    expect(memberTag('-', true)).toBe('json:"-,"');
    expect(memberTag('-', false)).toBe('json:"-,omitempty"');
  });

  it('always fit in a raw string literal and parse as a Go struct tag', () => {
    const keys = Array.from({ length: 128 }, (_, i) => `k${String.fromCharCode(i)}`).concat(['-', '', '`', ',']);
    for (const key of keys) {
      for (const required of [true, false]) {
        const tag = memberTag(key, required);
        if (tag === null) continue;
        expect(tag).toMatch(/^json:"[^"\\`\u0000-\u001f\u007f]*"$/u);
      }
    }
  });
});
