import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, reviewSchema } from '@shared';
import { parseJsonRequest } from './form-action';

const post = (body: string) =>
  new Request('http://test.invalid/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

describe('parseJsonRequest', () => {
  it('gives the fields as the schema reads them', async () => {
    const sent = JSON.stringify({ title: '  Lovely  ', review: 'The biryani was perfect.' });
    expect(await parseJsonRequest(post(sent), reviewSchema)).toEqual({
      ok: true,
      data: { title: 'Lovely', review: 'The biryani was perfect.' },
    });
  });

  it('keeps what a transform makes of a field', async () => {
    const schema = z.object({ quantity: z.string().transform(Number) });
    expect(await parseJsonRequest(post('{"quantity":"3"}'), schema)).toEqual({
      ok: true,
      data: { quantity: 3 },
    });
  });

  it('answers an invalid field with the message its schema gives', async () => {
    const sent = JSON.stringify({ title: '   ', review: 'Fine.' });
    expect(await parseJsonRequest(post(sent), reviewSchema)).toEqual({
      ok: false,
      failed: messages.fieldRequired,
    });
  });

  it('answers a key the schema does not know (a strict schema) instead of passing it on', async () => {
    const sent = JSON.stringify({ title: 'A', review: 'B', userUid: 'someone-else' });
    expect(await parseJsonRequest(post(sent), reviewSchema)).toEqual({
      ok: false,
      failed: expect.stringContaining('userUid'),
    });
  });

  it('answers a body that is not JSON with the schema message for nothing sent', async () => {
    const schema = z.object({ id: z.string() }, { error: 'Nothing to save' });
    expect(await parseJsonRequest(post('not json'), schema)).toEqual({
      ok: false,
      failed: 'Nothing to save',
    });
  });
});
