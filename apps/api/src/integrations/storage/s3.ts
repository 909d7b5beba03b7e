// S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, s3rver in tests) behind the same
// Storage interface as the local disk. Public files are served at /uploads/<key> by the API (and
// cached by the reverse proxy) in `proxy` mode, or answered there with a 302 to a short-lived
// signed address of the object in `signed` mode: page HTML never holds an expiring URL, so shared
// page caches stay correct. Keys under private/ are never given a URL at all (storage.get only,
// behind an authenticated route). docs/decisions/27-object-storage.md
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertPublicKey, assertSafeKey, type Storage } from './index.ts';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** an S3-compatible endpoint (MinIO, R2, s3rver); unset = AWS */
  endpoint?: string;
  forcePathStyle: boolean;
  /** unset = the SDK's default credential chain (environment, instance role…) */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** how /uploads/<key> is answered: streamed by the API (`proxy`) or redirected to a signed address */
  serve: 'proxy' | 'signed';
  /** lifetime of a signed address, seconds */
  signedSeconds: number;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  etag?: string;
}

function missing(err: unknown): boolean {
  return (
    err instanceof NoSuchKey ||
    err instanceof NotFound ||
    (err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey'))
  );
}

export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // a store page must not wait on a slow object store for long
      requestHandler: { connectionTimeout: 2000, requestTimeout: 10_000 },
      maxAttempts: 2,
    });
  }

  async put(key: string, body: Buffer | string, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: typeof body === 'string' ? Buffer.from(body) : body,
        ContentType: contentType,
      }),
    );
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** the object with its stored content type, or null when there is none */
  async read(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      const bytes = await out.Body!.transformToByteArray();
      return {
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: out.ContentType ?? 'application/octet-stream',
        etag: out.ETag,
      };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return (await this.read(key))?.body ?? null;
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (err) {
      if (missing(err)) return false;
      throw err;
    }
  }

  /** always the store's own address: the API streams or redirects (see signedUrl) */
  publicUrl(key: string): string {
    assertPublicKey(key);
    return `/uploads/${key}`;
  }

  /** a short-lived signed GET address of a public object (never of a private/ key) */
  async signedUrl(key: string): Promise<string> {
    assertPublicKey(key);
    return await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.config.bucket, Key: key }), {
      expiresIn: this.config.signedSeconds,
    });
  }

  /** readiness: the bucket answers */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
