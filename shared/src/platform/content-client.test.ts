/**
 * @jest-environment node
 */
// Node, not jsdom: @sanity/client then asks over Node's http, which the stand-in service below answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentClient } from './content-client';

describe('content client (spec 000 §7, §8)', () => {
  it.each(['1', 'X', '2025-01-01'])('accepts API version %s', (apiVersion) => {
    expect(() => createContentClient({ apiHost: 'http://localhost:4000', projectId: 'casino', dataset: 'production', apiVersion })).not.toThrow();
  });

  it.each(['2', 'latest', '2025-1-1'])('refuses API version %s with the spec text', (apiVersion) => {
    expect(() => createContentClient({ apiHost: 'http://localhost:4000', projectId: 'casino', dataset: 'production', apiVersion })).toThrow(
      'Invalid API version string, expected `1` or date in format `YYYY-MM-DD`',
    );
  });
});

describe('content client as the signed-in player (issue 21 point 8)', () => {
  // A stand-in content service on a free port, recording the Authorization of each query.
  const sent: Array<string | null> = [];
  let server: Server;
  let apiHost = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'authorization, content-type' };
      if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
      sent.push(request.headers.authorization ?? null);
      response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ result: [], ms: 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the player’s access token when given one, and none for a visitor', async () => {
    let token: string | null = null;
    const content = createContentClient({ apiHost, projectId: 'casino', dataset: 'production', apiVersion: '2025-01-01', accessToken: () => token });
    await content.fetch('*[_type == "banner"]');
    token = 'access-1';
    await content.fetch('*[_type == "banner"]');
    expect(sent).toEqual([null, 'Bearer access-1']);
  });
});
