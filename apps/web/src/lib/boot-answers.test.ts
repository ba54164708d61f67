import { describe, expect, it } from 'vitest';
import { parseBootAnswers } from './boot-answers.ts';

const page = JSON.stringify([
  { method: 'GET', url: '/api/v1/config', status: 200, body: { environment: 'test' } },
  { method: 'GET', url: '/api/v1/posts/a/b', status: 404, body: { code: 'POST_NOT_FOUND', message: 'x' } },
]);

describe('the answers a page carries', () => {
  it('answers each call once, by method and address; a second call goes to the network', () => {
    const answers = parseBootAnswers(page);
    expect(answers.take('POST', '/api/v1/config')).toBeUndefined();
    expect(answers.take('GET', '/api/v1/config')?.body).toEqual({ environment: 'test' });
    expect(answers.take('GET', '/api/v1/config')).toBeUndefined();
    expect(answers.take('GET', '/api/v1/posts/a/b')?.status).toBe(404);
  });

  it('forgets everything once dropped (the reader changed)', () => {
    const answers = parseBootAnswers(page);
    answers.drop();
    expect(answers.take('GET', '/api/v1/config')).toBeUndefined();
  });

  it.each([null, '', 'not json', '{"a":1}', '[{"method":1}]'])('reads %j as no answers', (text) => {
    expect(parseBootAnswers(text).take('GET', '/api/v1/config')).toBeUndefined();
  });
});
