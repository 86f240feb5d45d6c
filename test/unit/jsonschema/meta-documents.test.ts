import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { metaSchemaFile } from '../../../generator/input/jsonschema/meta-documents.js';

function idOf(uri: string): unknown {
  const file = metaSchemaFile(uri);
  if (file === undefined) return undefined;
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return json['$id'] ?? json['id'];
}

describe('the drafts\' meta-schemas', () => {
  it('are found for every draft and 2019-09/2020-12 vocabulary, each file declaring that URI', () => {
    expect(idOf('http://json-schema.org/draft-04/schema')).toBe('http://json-schema.org/draft-04/schema#');
    expect(idOf('http://json-schema.org/draft-06/schema')).toBe('http://json-schema.org/draft-06/schema#');
    expect(idOf('https://json-schema.org/draft-07/schema')).toBe('http://json-schema.org/draft-07/schema#');
    expect(idOf('https://json-schema.org/draft/2019-09/schema')).toBe('https://json-schema.org/draft/2019-09/schema');
    expect(idOf('https://json-schema.org/draft/2020-12/schema')).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(idOf('https://json-schema.org/draft/2020-12/meta/applicator')).toBe('https://json-schema.org/draft/2020-12/meta/applicator');
  });

  it('are not found for other URIs', () => {
    expect(metaSchemaFile('https://json-schema.org/draft/2020-12/meta/nothing')).toBeUndefined();
    expect(metaSchemaFile('https://example.com/draft-07/schema')).toBeUndefined();
    expect(metaSchemaFile('http://json-schema.org/draft-03/schema')).toBeUndefined();
  });
});
