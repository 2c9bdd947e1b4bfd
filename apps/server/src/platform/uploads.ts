import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@market/domain';
import { AppError } from './app-error.ts';
import { assertCleanText } from './clean-text.ts';

/** Uploads this process works on at once: each may hold a 10 MB body per file and sharp's decoded pixels in memory. */
export const MAX_CONCURRENT_UPLOADS = 10;
/** What a refused upload is told to wait, in seconds, when every upload slot is taken. */
export const UPLOADS_BUSY_RETRY_SECONDS = 5;
let uploadsInFlight = 0;

/**
 * Refuses a multipart request with 503 and Retry-After while MAX_CONCURRENT_UPLOADS are in flight; a slot is given
 * back when the response is finished or the connection closes.
 */
async function limitConcurrentUploads(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // request.isMultipart() is known only once the body parser ran, after this hook.
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
  if (uploadsInFlight >= MAX_CONCURRENT_UPLOADS) {
    reply.header('retry-after', String(UPLOADS_BUSY_RETRY_SECONDS));
    throw new AppError('UNAVAILABLE', { messageKey: 'uploadsBusy' });
  }
  uploadsInFlight += 1;
  reply.raw.once('close', () => {
    uploadsInFlight -= 1;
  });
}

/**
 * Registers multipart parsing in a module's own context with the spec's 10 MB per file set explicitly
 * (@fastify/multipart defaults to 1 MiB); `maxFiles` is the most any route of the module takes, and each route names
 * its own limit when it reads. Every multipart request of the module takes one of the process's upload slots.
 */
export async function registerMultipart(app: FastifyInstance, maxFiles = 1): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles, fields: 10, parts: maxFiles + 10, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', limitConcurrentUploads);
}

export interface Upload {
  data: Buffer;
  /** The type read from the magic bytes; the client's name and Content-Type are ignored. */
  mime: string;
}

function tooManyFiles(maxFiles: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', { messageKey: 'tooManyFiles', params: { max: maxFiles } });
}

/** A body that is not well-formed multipart is the client's fault (400), not ours. */
async function parsingMultipart<T>(maxFiles: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw tooManyFiles(maxFiles);
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    throw new AppError('BAD_REQUEST');
  }
}

/**
 * Reads the one file of a multipart request; 413 over 10 MB or when a second file comes, 415 when its bytes are not
 * one of `allowed`.
 */
export async function readUpload(request: FastifyRequest, allowed: readonly string[]): Promise<Upload> {
  const [file] = (await readUploads(request, allowed, 1)).files;
  if (!file) throw new AppError('VALIDATION', { fields: { file: 'field.required' } });
  return file;
}

/**
 * Every file of a multipart request and its text fields. Each file is checked by its magic bytes (415) and size (413);
 * more than `maxFiles` files are refused whole with 413 naming the limit, before anything is stored.
 */
export function readUploads(
  request: FastifyRequest,
  allowed: readonly string[],
  maxFiles: number,
): Promise<{ files: (Upload & { name: string })[]; fields: Record<string, string> }> {
  return parsingMultipart(maxFiles, () => readAllUploads(request, allowed, maxFiles));
}

async function readAllUploads(
  request: FastifyRequest,
  allowed: readonly string[],
  maxFiles: number,
): Promise<{ files: (Upload & { name: string })[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const files: (Upload & { name: string })[] = [];
  const fields: Record<string, string> = {};
  let fileParts = 0;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    fileParts += 1;
    if (fileParts > maxFiles) throw tooManyFiles(maxFiles);
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
