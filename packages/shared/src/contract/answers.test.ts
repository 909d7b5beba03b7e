import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSchemaFor, ANSWERS, contractProblems } from './answers.ts';
import { envelopeOf } from './envelope.ts';

describe('contractProblems', () => {
  const schema = envelopeOf(z.object({ id: z.number(), tags: z.array(z.object({ name: z.string() })) }));
  const good = { status: true, data: { id: 1, tags: [{ name: 'a' }] }, message: '', errors: [] };

  it('finds nothing wrong with an exact answer', () => {
    expect(contractProblems(schema, good)).toEqual([]);
  });

  it('names a field the schema does not know, however deep', () => {
    expect(contractProblems(schema, { ...good, data: { id: 1, tags: [{ name: 'a', secret: 1 }] } })).toEqual([
      '$.data.tags[0].secret: not in the schema',
    ]);
    expect(contractProblems(schema, { ...good, extra: true })).toEqual(['$.extra: not in the schema']);
  });

  it('names a missing field or a field of the wrong type', () => {
    expect(contractProblems(schema, { ...good, data: { tags: [] } })[0]).toMatch(/^\$\.data\.id: /);
    expect(contractProblems(schema, { ...good, data: { id: '1', tags: [] } })[0]).toMatch(/^\$\.data\.id: /);
  });
});

describe('answerSchemaFor', () => {
  it('finds the schema of a call by method and path, with or without /api and a query', () => {
    expect(answerSchemaFor('GET', '/api/posts/12?x=1')).toBe(ANSWERS['GET /posts/{id}']);
    expect(answerSchemaFor('get', 'products/category')).toBe(ANSWERS['GET /products/category']);
    expect(answerSchemaFor('POST', '/api/cards/7/liked')).toBe(ANSWERS['POST /cards/{id}/liked']);
    expect(answerSchemaFor('GET', '/api/cards/7/liked')).toBeUndefined();
    expect(answerSchemaFor('GET', '/api/users/nowhere')).toBeUndefined();
    expect(answerSchemaFor('GET', '/api/users/cart')).toBe(ANSWERS['GET /users/cart']);
  });
});
