/**
 * A local S3-compatible server for tests, started and stopped by the test itself: @20minutes/s3rver
 * (a fake S3 on the file system, maintained fork of s3rver) behind a small conditional-write layer.
 *
 * Why the layer: s3rver does NOT honour `If-Match` / `If-None-Match` on PutObject. It answers 200
 * and overwrites (checked on @20minutes/s3rver 4.0.4, 5.0.0 and s3rver 3.7.1: the headers are read
 * only for GET). AWS S3 has honoured them since November 2024, and MinIO, R2 and GCS do too. A test of
 * two racing releases against s3rver alone would pass whatever the store did. So every write goes
 * through this layer first, which does what S3 does and no more:
 *
 * - writes of one key are serialised (one at a time, in arrival order), as S3 applies them;
 * - a PutObject with a condition reads the key's ETag from s3rver (HEAD) and, when the condition does
 *   not hold, answers as S3 does: 412 `PreconditionFailed` (`If-None-Match: *` on a key that exists,
 *   `If-Match` with another ETag), 404 `NoSuchKey` (`If-Match` on a key that does not exist), in S3's
 *   XML; otherwise the write goes on to s3rver.
 *
 * Everything else is passed through untouched. It is test support only: the release store sends the
 * standard headers and relies on the service, never on this layer.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** A running local S3: its endpoint (path-style), a bucket made for the test, and how to stop it. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The credentials it knows, as the AWS environment variables the SDK reads. */
  credentials: { AWS_ACCESS_KEY_ID: string; AWS_SECRET_ACCESS_KEY: string };
  /** Stops both servers, closing every connection, and deletes the objects. */
  close(): Promise<void>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect']);

function readBody(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** One request to s3rver, on a connection of its own (closed after it). */
function send(port: number, method: string, url: string, headers: IncomingHttpHeaders, body?: Buffer): Promise<Answer> {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers: { ...kept, connection: 'close' }, agent: false }, (response) => {
      readBody(response).then((data) => resolve({ status: response.statusCode ?? 500, headers: response.headers, body: data }), reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

function s3Error(status: number, code: string, message: string, detail: Record<string, string>): Answer {
  const fields = Object.entries(detail)
    .map(([name, value]) => `<${name}>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${name}>`)
    .join('');
  const requestId = randomUUID();
  const body = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>${fields}<RequestId>${requestId}</RequestId></Error>`);
  return { status, headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId }, body };
}

const unquoted = (etag: string | undefined) => etag?.replace(/^W\//, '').replace(/"/g, '');

/**
 * What S3 answers to a conditional PutObject whose condition does not hold, or null when it holds.
 * @param current the key's ETag now; undefined when there is no such key.
 */
function refusal(headers: IncomingHttpHeaders, current: string | undefined, key: string): Answer | null {
  const ifNoneMatch = headers['if-none-match'];
  const ifMatch = headers['if-match'];
  if (ifNoneMatch === '*' && current !== undefined) {
    return s3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'If-None-Match' });
  }
  if (ifMatch !== undefined) {
    if (current === undefined) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
    if (ifMatch !== '*' && unquoted(ifMatch) !== unquoted(current)) {
      return s3Error(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', { Condition: 'If-Match' });
    }
  }
  return null;
}

/**
 * Starts s3rver on a free port of 127.0.0.1 with a bucket, and the conditional-write layer in
 * front of it on `port` (0: a free one); the endpoint is the layer's. s3rver knows one access key, `S3RVER`; its
 * SigV4 check rejects the current SDK's signatures, so it is told to accept them (signing is not
 * what these tests are about).
 */
export async function startLocalS3(bucket = 'releases', port = 0): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'release-s3-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, allowMismatchedSignatures: true, configureBuckets: [{ name: bucket }] });
  const { port: upstream } = await s3rver.run();
  const writing = new Map<string, Promise<unknown>>();

  /** Runs `write` after every earlier write of `key`. */
  function serialised<T>(key: string, write: () => Promise<T>): Promise<T> {
    const result = (writing.get(key) ?? Promise.resolve()).then(write, write);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    writing.set(key, settled);
    void settled.then(() => {
      if (writing.get(key) === settled) writing.delete(key);
    });
    return result;
  }

  async function answer(request: http.IncomingMessage): Promise<Answer> {
    const body = await readBody(request);
    const method = request.method ?? 'GET';
    const { pathname } = new URL(request.url ?? '/', 'http://local');
    if (method !== 'PUT' && method !== 'DELETE') return send(upstream, method, request.url!, request.headers, body);
    return serialised(pathname, async () => {
      if (method === 'PUT' && (request.headers['if-match'] !== undefined || request.headers['if-none-match'] !== undefined)) {
        const head = await send(upstream, 'HEAD', pathname, {});
        const current = head.status === 200 ? (head.headers.etag as string) : undefined;
        const refused = refusal(request.headers, current, decodeURIComponent(pathname));
        if (refused) return refused;
      }
      return send(upstream, method, request.url!, request.headers, body);
    });
  }

  const layer = http.createServer((request, response) => {
    answer(request).then(
      ({ status, headers, body }) => {
        const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'content-length'));
        response.writeHead(status, { ...kept, 'content-length': body.length });
        response.end(body);
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error.message);
      },
    );
  });
  await new Promise<void>((resolve) => layer.listen(port, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(layer.address() as AddressInfo).port}`,
    bucket,
    credentials: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      layer.closeAllConnections();
      await new Promise((resolve) => layer.close(resolve));
      s3rver.httpServer?.closeAllConnections();
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
