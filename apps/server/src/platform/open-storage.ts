import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import { parseS3Url, S3Storage } from './s3-storage.ts';
import { LocalDiskStorage, type FileStorage } from './storage.ts';

/** The object store of STORAGE_URL when set; otherwise the local disk under DATA_DIR/media. */
export function openStorage(config: Pick<AppConfig, 'storageUrl' | 'dataDir'>, log: FastifyBaseLogger): FileStorage {
  return config.storageUrl
    ? new S3Storage(parseS3Url(config.storageUrl), log)
    : new LocalDiskStorage(path.join(config.dataDir, 'media'));
}
