/**
 * The tests' local S3 (local-s3.ts: s3rver behind a conditional-write layer), kept running to try
 * the release CLI on an object store by hand (RELEASING.md, "Releasing to an object store"):
 * `npx pnpm@10.34.8 --filter @casino/release run s3:local`, then in another shell the `export`s it
 * prints. Objects live in a temporary folder and go when it stops (Ctrl-C).
 */
import { startLocalS3 } from './local-s3';

const port = process.env.PORT;
const s3 = await startLocalS3('releases', port ? Number(port) : 0);
console.log(`Local S3 (s3rver with S3's conditional writes) at ${s3.endpoint}, bucket "${s3.bucket}". In another shell:

  export RELEASE_STORE=s3://${s3.bucket}/prod RELEASE_S3_ENDPOINT=${s3.endpoint} AWS_ACCESS_KEY_ID=${s3.credentials.AWS_ACCESS_KEY_ID} AWS_SECRET_ACCESS_KEY=${s3.credentials.AWS_SECRET_ACCESS_KEY}
  npx pnpm@10.34.8 release status

Ctrl-C stops it.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void s3.close().then(() => process.exit(0));
  });
}
