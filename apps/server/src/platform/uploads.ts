import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@market/domain';
import { AppError } from './app-error.ts';
import { assertCleanText } from './clean-text.ts';

/**
 * Registers multipart parsing in a module's own context with the spec's 10 MB per file set explicitly
 * (@fastify/multipart defaults to 1 MiB) and one file per request.
 */
export async function registerMultipart(app: FastifyInstance, maxFiles = 1): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles, fields: 10, parts: maxFiles + 10, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
}

export interface Upload {
  data: Buffer;
  /** The type read from the magic bytes; the client's name and Content-Type are ignored. */
  mime: string;
}

/** A body that is not well-formed multipart is the client's fault (400), not ours. */
async function parsingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    throw new AppError('BAD_REQUEST');
  }
}

/** Reads the one file of a multipart request; 413 over 10 MB, 415 when its bytes are not one of `allowed`. */
export function readUpload(request: FastifyRequest, allowed: readonly string[]): Promise<Upload> {
  return parsingMultipart(() => readOneUpload(request, allowed));
}

async function readOneUpload(request: FastifyRequest, allowed: readonly string[]): Promise<Upload> {
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

/** Every file of a multipart request (each checked as readUpload does) and its text fields. */
export function readUploads(
  request: FastifyRequest,
  allowed: readonly string[],
): Promise<{ files: (Upload & { name: string })[]; fields: Record<string, string> }> {
  return parsingMultipart(() => readAllUploads(request, allowed));
}

async function readAllUploads(
  request: FastifyRequest,
  allowed: readonly string[],
): Promise<{ files: (Upload & { name: string })[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const files: (Upload & { name: string })[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const data = await part.toBuffer();
    if (part.file.truncated || data.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
    if (data.length === 0) continue;
    // The client's file name is kept only as a label (it names a refused file), never in a path.
    const name = part.filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 100) || 'file';
    const type = await fileTypeFromBuffer(data);
    if (!type || !allowed.includes(type.mime)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'unsupportedFile', params: { name } });
    }
    files.push({ data, mime: type.mime, name });
  }
  assertCleanText(fields, 'fields');
  return { files, fields };
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
