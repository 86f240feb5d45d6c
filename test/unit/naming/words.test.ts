import { describe, expect, it } from 'vitest';
import { joinWords, splitWords } from '../../../generator/naming/words.js';

describe('splitWords', () => {
  it('gives no words for empty and separator-only input', () => {
    expect(splitWords('')).toEqual([]);
    expect(splitWords('   ')).toEqual([]);
    expect(splitWords('_-$.:/')).toEqual([]);
  });

  it('splits on separators and lower-to-upper changes', () => {
    expect(splitWords('tweet_user-IDs')).toEqual(['tweet', 'user', 'IDs']);
    expect(splitWords('fooBarURL2x')).toEqual(['foo', 'Bar', 'URL2x']);
    expect(splitWords('_id')).toEqual(['id']);
    expect(splitWords('created at')).toEqual(['created', 'at']);
  });

  it('keeps an upper-case run together and splits before the capital that starts the next word', () => {
    expect(splitWords('HTTPServer')).toEqual(['HTTP', 'Server']);
    expect(splitWords('parseJSONValue')).toEqual(['parse', 'JSON', 'Value']);
    expect(splitWords('ABC')).toEqual(['ABC']);
  });

  it('reads a lower-case s after an upper-case run as a plural', () => {
    expect(splitWords('userIDs')).toEqual(['user', 'IDs']);
    expect(splitWords('URLsFor')).toEqual(['URLs', 'For']);
    expect(splitWords('IDsomething')).toEqual(['I', 'Dsomething']);
  });

  it('keeps digits with the word they touch and splits before a capital after a digit', () => {
    expect(splitWords('123abc')).toEqual(['123abc']);
    expect(splitWords('a1B')).toEqual(['a1', 'B']);
    expect(splitWords('2')).toEqual(['2']);
    expect(splitWords('v2_api')).toEqual(['v2', 'api']);
  });

  it('turns each non-ASCII code point into its own U<hex> word', () => {
    expect(splitWords('café')).toEqual(['caf', 'Ue9']);
    expect(splitWords('日本')).toEqual(['U65e5', 'U672c']);
    expect(splitWords('😀')).toEqual(['U1f600']);
    expect(splitWords('a\u00a0b')).toEqual(['a', 'Ua0', 'b']);
  });

  it('keeps distinct non-ASCII inputs distinct', () => {
    expect(splitWords('é')).not.toEqual(splitWords('è'));
    expect(splitWords('\u00c5')).not.toEqual(splitWords('\u212b'));
  });
});

describe('joinWords', () => {
  const initialisms = new Set(['ID', 'URL', 'HTTP']);

  it('joins in every case style', () => {
    const words = ['user', 'Name', 'x'];
    expect(joinWords(words, 'pascal')).toBe('UserNameX');
    expect(joinWords(words, 'camel')).toBe('userNameX');
    expect(joinWords(words, 'snake')).toBe('user_name_x');
    expect(joinWords(words, 'screamingSnake')).toBe('USER_NAME_X');
  });

  it('normalizes the case of each word', () => {
    expect(joinWords(['HTTP', 'server'], 'pascal')).toBe('HttpServer');
    expect(joinWords(['FOO', 'bAR'], 'camel')).toBe('fooBar');
  });

  it('keeps initialisms upper case in pascal and camel, but not as the first camel word', () => {
    expect(joinWords(['user', 'id'], 'pascal', initialisms)).toBe('UserID');
    expect(joinWords(['user', 'id'], 'camel', initialisms)).toBe('userID');
    expect(joinWords(['id', 'user'], 'camel', initialisms)).toBe('idUser');
    expect(joinWords(['http', 'url'], 'pascal', initialisms)).toBe('HTTPURL');
    expect(joinWords(['user', 'id'], 'snake', initialisms)).toBe('user_id');
  });

  it('leaves U<hex> words as they are so non-ASCII names stay distinct', () => {
    expect(joinWords(['caf', 'Ue9'], 'pascal')).toBe('CafUe9');
    expect(joinWords(['caf', 'Ue8'], 'pascal')).toBe('CafUe8');
  });

  it('gives the empty string for no words', () => {
    expect(joinWords([], 'pascal')).toBe('');
    expect(joinWords([], 'snake')).toBe('');
  });
});
