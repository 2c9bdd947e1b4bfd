import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertKey, exactLength, type FileStorage } from './storage.ts';

export interface S3Location {
  bucket: string;
  client: S3ClientConfig;
}

/**
 * Reads `s3://[access-key:secret@]bucket?endpoint=http://host:port&region=eu-west-1`. Without credentials in the URL
 * the SDK's own chain applies (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). With an
 * endpoint (MinIO, Ceph, R2, ...) buckets are addressed by path, which every S3-compatible server understands.
 */
export function parseS3Url(value: string, env: NodeJS.ProcessEnv = process.env): S3Location {
  const url = new URL(value);
  if (url.protocol !== 's3:' || !url.hostname || (url.pathname !== '' && url.pathname !== '/')) {
    throw new Error('must be s3://bucket?endpoint=...&region=...');
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    throw new Error('endpoint must be an http:// or https:// origin');
  }
  const client: S3ClientConfig = {
    region: url.searchParams.get('region') ?? env.AWS_REGION ?? 'us-east-1',
    ...(endpoint === undefined ? {} : { endpoint, forcePathStyle: true }),
  };
  if (url.username) {
    client.credentials = {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    };
  }
  return { bucket: url.hostname, client };
}

function isNotFound(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

/** Files in one bucket of any S3-compatible object store, so every server process sees the same files. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  /** `logger` takes the SDK's warnings (the app's log); without one they go to the console. */
  constructor(location: S3Location, logger?: S3ClientConfig['logger']) {
    // A checksum only where S3 requires one: otherwise the SDK sends a streamed body in aws-chunked encoding with a
    // trailing checksum, which it must then buffer or which many S3-compatible servers store as it came, framing and all.
    this.client = new S3Client({ ...location.client, requestChecksumCalculation: 'WHEN_REQUIRED', logger });
    this.bucket = location.bucket;
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }),
    );
  }

  /** One PUT with the length known up front, so the SDK sends the stream as it reads it and holds none of it. */
  async putStream(key: string, data: Readable, size: number): Promise<void> {
    assertKey(key);
    // The SDK does not watch its body for errors: a failed or short stream aborts the request, and S3 keeps nothing
    // of a PUT it did not get whole.
    const abort = new AbortController();
    const body = exactLength(data, size);
    body.once('error', (error) => abort.abort(error));
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentLength: size }), {
      abortSignal: abort.signal,
    });
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    assertKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
