import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@market/domain';
import { AppError } from './app-error.ts';

/**
 * Registers multipart parsing in a module's own context with the spec's 10 MB per file set explicitly
 * (@fastify/multipart defaults to 1 MiB) and one file per request.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
}

export interface Upload {
  data: Buffer;
  /** The type read from the magic bytes; the client's name and Content-Type are ignored. */
  mime: string;
}

/** Reads the one file of a multipart request; 413 over 10 MB, 415 when its bytes are not one of `allowed`. */
export async function readUpload(request: FastifyRequest, allowed: readonly string[]): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const file = await request.file();
  if (!file) throw new AppError('VALIDATION', { fields: { file: 'field.required' } });
  const data = await file.toBuffer();
  // Over-limit files have been reported as silently truncated: never keep one.
  if (file.file.truncated || data.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  if (data.length === 0) throw new AppError('VALIDATION', { fields: { file: 'field.required' } });
  const type = await fileTypeFromBuffer(data);
  if (!type || !allowed.includes(type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return { data, mime: type.mime };
}

/** Far below sharp's default of 268 million: a small PNG can otherwise claim gigabytes when decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes and re-encodes an image: rotate() applies the EXIF orientation first, then the output carries no metadata
 * (sharp drops EXIF, GPS included, unless asked to keep it). Anything sharp cannot decode is refused with 415.
 */
export async function reencodeImage(data: Buffer, options: { maxSide: number; square?: boolean }): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(
        options.maxSide,
        options.maxSide,
        options.square ? { fit: 'cover' } : { fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
}
