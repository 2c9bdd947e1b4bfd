import { Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, type FileStorage } from './storage.ts';

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

/** Parts of a streamed write: S3's smallest, one in flight, so a streamed upload holds at most 5 MiB in memory. */
const PART_SIZE = 5 * 1024 * 1024;

/** Files in one bucket of any S3-compatible object store, so every server process sees the same files. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(location: S3Location) {
    this.client = new S3Client(location.client);
    this.bucket = location.bucket;
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentLength: data.length }),
    );
  }

  async putStream(key: string, data: Readable): Promise<number> {
    assertKey(key);
    let size = 0;
    const counted = data.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
    );
    data.once('error', (error) => counted.destroy(error));
    // A failed upload aborts its multipart upload, so no part of it is kept.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted },
      partSize: PART_SIZE,
      queueSize: 1,
    }).done();
    return size;
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
