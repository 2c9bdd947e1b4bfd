import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FileToStore } from '../../platform/storage.ts';
import { reencodeImage, type Upload } from '../../platform/uploads.ts';

/** A received picture or video as it is stored, with the SHA-256 and size of exactly the stored bytes. */
export interface HandoverFileToStore {
  stored: FileToStore;
  contentType: string;
  sha256: string;
  size: number;
}

const VIDEO_EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };

/**
 * A picture is re-encoded to WebP (no EXIF or GPS kept) and hashed as stored; a video (its type read from its bytes)
 * is kept as sent and hashed from the disk as it streams, never held in memory. The hash is of what anyone downloads.
 */
export async function handoverFileToStore(file: Upload, folder: string): Promise<HandoverFileToStore> {
  if (file.mime.startsWith('image/')) {
    const data = await reencodeImage(file.path, { maxSide: 3000 });
    return {
      stored: { key: `${folder}/${randomUUID()}.webp`, data },
      contentType: 'image/webp',
      sha256: createHash('sha256').update(data).digest('hex'),
      size: data.length,
    };
  }
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file.path), hash);
  return {
    stored: {
      key: `${folder}/${randomUUID()}.${VIDEO_EXTENSIONS[file.mime] ?? 'bin'}`,
      localFile: file.path,
      size: file.size,
    },
    contentType: file.mime,
    sha256: hash.digest('hex'),
    size: file.size,
  };
}
