import Fastify from 'fastify';

import { answerError } from './errors';

describe('answerError (issue 21 point 6)', () => {
  const app = Fastify();
  app.setErrorHandler(answerError);
  app.post('/echo', async (request) => ({ body: request.body }));
  app.get('/boom', async () => {
    throw new Error('relation "wallets" does not exist at /srv/sandbox/src/ledger.ts:12');
  });
  app.get('/busy', async () => {
    throw Object.assign(new Error('At most 5 a minute'), { statusCode: 429 });
  });
  afterAll(() => app.close());

  it('answers a body that is not JSON with 400 and a field error on the body', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: '{"amount":', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: "Body is not valid JSON but content-type is set to 'application/json'",
      validationErrors: [{ objectName: 'request', field: 'body', rejectedValue: null, status: 'INVALID', message: "Body is not valid JSON but content-type is set to 'application/json'", code: 'FST_ERR_CTP_INVALID_JSON_BODY' }],
    });
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 415, body: { error: 'Unsupported Media Type', message: 'Unsupported Media Type' } });
  });

  it('answers a failure with a message that names nothing of its cause, and keeps a 4xx status and message', async () => {
    const failed = await app.inject({ method: 'GET', url: '/boom' });
    expect({ status: failed.statusCode, body: failed.json() }).toEqual({ status: 500, body: { error: 'Internal Server Error', message: 'The sandbox could not answer this request' } });
    const busy = await app.inject({ method: 'GET', url: '/busy' });
    expect({ status: busy.statusCode, body: busy.json() }).toEqual({ status: 429, body: { error: 'Too Many Requests', message: 'At most 5 a minute' } });
  });
});
