// The storage the configuration names (STORAGE_DRIVER): the local disk (default) or an
// S3-compatible object store.
import type { Env } from '../../config/env.ts';
import { LocalStorage, type Storage } from './index.ts';
import { S3Storage } from './s3.ts';

export function configuredStorage(env: Env, uploadsDir: string): Storage {
  if (env.STORAGE_DRIVER === 'local') return new LocalStorage(uploadsDir);
  return new S3Storage({
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    serve: env.S3_SERVE,
    signedSeconds: env.S3_SIGNED_SECONDS,
  });
}
