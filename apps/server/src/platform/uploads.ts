import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import fp from 'fastify-plugin';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@market/domain';
import { AppError } from './app-error.ts';
import { budgetClient } from './fair-share.ts';
import { assertCleanText } from './clean-text.ts';
import type { FileToStore } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The folder where received files wait on the disk while their request is handled. */
    uploadSpool: string;
  }
}

/** A request folder this old was left by a process that stopped mid-upload; the next start removes it. */
const STALE_SPOOL_MS = 24 * 60 * 60_000;

/**
 * Received files are written to `folder` as they arrive, never held in memory. Creates the folder and removes what a
 * stopped process left in it (folders of uploads still running in another process are younger).
 */
export function uploadSpoolPlugin(folder: string) {
  return fp(async (app: FastifyInstance) => {
    await fs.promises.mkdir(folder, { recursive: true });
    for (const entry of await fs.promises.readdir(folder)) {
      const entryPath = path.join(folder, entry);
      const { mtimeMs } = await fs.promises.stat(entryPath);
      if (mtimeMs < Date.now() - STALE_SPOOL_MS) await fs.promises.rm(entryPath, { recursive: true, force: true });
    }
    app.decorate('uploadSpool', folder);
  });
}

/** Uploads this process works on at once: each holds its files on the disk and sharp's decoded pixels in memory. */
export const MAX_CONCURRENT_UPLOADS = 10;
/** Uploads one client (an address, or a logged-in account) may have in flight: a seller sends a few at a time. */
export const MAX_UPLOADS_PER_CLIENT = 3;
/** What a refused upload is told to wait, in seconds, when every upload slot is taken. */
export const UPLOADS_BUSY_RETRY_SECONDS = 5;
/** The least an upload must send, on average over each window, to keep its connection. */
export interface UploadRate {
  bytesPerSecond: number;
  windowMs: number;
}
/**
 * An upload slower than 1 KiB/s on average over each 10 s is ended (its connection closed): a slot held by a trickle
 * (a byte every few seconds) is a slot refused to a seller. A phone on a poor 3G link sends far more.
 */
export const MIN_UPLOAD_RATE: UploadRate = { bytesPerSecond: 1024, windowMs: 10_000 };
let uploadsInFlight = 0;
const inFlightByClient = new Map<string, number>();

/** Closes the request's connection when less than the minimum rate arrived in a window, until it closes. */
function endWhenSlow(request: FastifyRequest, { bytesPerSecond, windowMs }: UploadRate): void {
  const socket = request.raw.socket as { bytesRead?: number; destroy?: () => void } | undefined;
  // An injected request (tests) has no real socket to watch.
  if (typeof socket?.bytesRead !== 'number') return;
  let last = socket.bytesRead;
  const timer = setInterval(() => {
    const read = socket.bytesRead ?? 0;
    if (read - last < (bytesPerSecond * windowMs) / 1000) {
      request.log.warn({ bytes: read - last, ms: windowMs }, 'upload too slow: connection closed');
      socket.destroy?.();
    }
    last = read;
  }, windowMs);
  timer.unref();
  request.raw.once('close', () => clearInterval(timer));
}

/**
 * Refuses a multipart request with 429 and Retry-After while its client has MAX_UPLOADS_PER_CLIENT in flight, then
 * with 503 while MAX_CONCURRENT_UPLOADS are (one client cannot take every slot: decision 0227); a slot is given back
 * when the response is finished or the connection closes, which happens to an upload slower than the minimum rate.
 */
async function limitConcurrentUploads(
  request: FastifyRequest,
  reply: FastifyReply,
  minRate: UploadRate,
): Promise<void> {
  // request.isMultipart() is known only once the body parser ran, after this hook.
  if (!request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return;
  const client = budgetClient(request, request.user?.userNo);
  const clientUploads = inFlightByClient.get(client) ?? 0;
  if (clientUploads >= MAX_UPLOADS_PER_CLIENT) {
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: UPLOADS_BUSY_RETRY_SECONDS });
  }
  if (uploadsInFlight >= MAX_CONCURRENT_UPLOADS) {
    reply.header('retry-after', String(UPLOADS_BUSY_RETRY_SECONDS));
    throw new AppError('UNAVAILABLE', { messageKey: 'uploadsBusy' });
  }
  uploadsInFlight += 1;
  inFlightByClient.set(client, clientUploads + 1);
  endWhenSlow(request, minRate);
  reply.raw.once('close', () => {
    uploadsInFlight -= 1;
    const left = (inFlightByClient.get(client) ?? 1) - 1;
    if (left > 0) inFlightByClient.set(client, left);
    else inFlightByClient.delete(client);
  });
}

/**
 * Registers multipart parsing in a module's own context with the spec's 10 MB per file set explicitly
 * (@fastify/multipart defaults to 1 MiB); `maxFiles` is the most any route of the module takes, and each route names
 * its own limit when it reads. Every multipart request of the module takes one of the process's upload slots, and
 * loses it with its connection when it sends slower than `minRate`.
 */
export async function registerMultipart(
  app: FastifyInstance,
  maxFiles = 1,
  minRate: UploadRate = MIN_UPLOAD_RATE,
): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: maxFiles, fields: 10, parts: maxFiles + 10, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  app.addHook('onRequest', (request, reply) => limitConcurrentUploads(request, reply, minRate));
}

/** A received file, on the local disk until the request's work is done. */
export interface Upload {
  /** Its place in the request's spool folder; removed when `withUploads` returns. */
  path: string;
  size: number;
  /** The type read from the magic bytes; the client's name and Content-Type are ignored. */
  mime: string;
  /** The client's file name as a label only (it names a refused file), never in a path. */
  name: string;
}

export interface Received {
  files: Upload[];
  fields: Record<string, string>;
}

function tooManyFiles(maxFiles: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', { messageKey: 'tooManyFiles', params: { max: maxFiles } });
}

/** A body that is not well-formed multipart is the client's fault (400), not ours; a failure of our disk is ours. */
async function parsingMultipart<T>(maxFiles: number, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw tooManyFiles(maxFiles);
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status !== undefined && status < 500)) throw error;
    if ((error as NodeJS.ErrnoException).syscall !== undefined) throw error;
    throw new AppError('BAD_REQUEST');
  }
}

/**
 * Receives every file of a multipart request into a folder of its own on the disk and its text fields, runs `use`
 * with them, then removes the folder, whatever happened. Each file is written as it arrives: one past `maxBytes`
 * (10 MB unless a route names more, as the cold-start video does) is cut off there with 413, one whose bytes are not
 * one of `allowed` is refused with 415, and more than `maxFiles` files with 413 naming the limit; nothing is stored
 * then.
 */
export async function withUploads<T>(
  request: FastifyRequest,
  allowed: readonly string[],
  maxFiles: number,
  use: (received: Received) => Promise<T>,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<T> {
  const folder = await fs.promises.mkdtemp(path.join(request.server.uploadSpool, 'request-'));
  try {
    return await use(await parsingMultipart(maxFiles, () => receive(request, folder, allowed, { maxFiles, maxBytes })));
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

/** `withUploads` for the one file of a request; a missing file is a 400 naming the field. */
export function withUpload<T>(
  request: FastifyRequest,
  allowed: readonly string[],
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  return withUploads(request, allowed, 1, async ({ files: [file] }) => {
    if (!file) throw new AppError('VALIDATION', { fields: { file: 'field.required' } });
    return use(file);
  });
}

async function receive(
  request: FastifyRequest,
  folder: string,
  allowed: readonly string[],
  { maxFiles, maxBytes }: { maxFiles: number; maxBytes: number },
): Promise<Received> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const files: Upload[] = [];
  const fields: Record<string, string> = {};
  let fileParts = 0;
  for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    fileParts += 1;
    if (fileParts > maxFiles) throw tooManyFiles(maxFiles);
    const file = await spool(part, path.join(folder, String(fileParts)), allowed, maxBytes);
    if (file) files.push(file);
  }
  assertCleanText(fields, 'fields');
  return { files, fields };
}

/** Writes one file part to `file` as it arrives; an empty part is no file. */
async function spool(
  part: MultipartFile,
  file: string,
  allowed: readonly string[],
  maxBytes: number,
): Promise<Upload | null> {
  // Busboy stops passing bytes at the limit; the part is then given up at once, not read to its end. A route that
  // takes more than the 10 MB of every upload names its own limit.
  const tooLarge =
    maxBytes === MAX_UPLOAD_BYTES
      ? new AppError('PAYLOAD_TOO_LARGE')
      : new AppError('PAYLOAD_TOO_LARGE', {
          messageKey: 'fileOverLimit',
          params: { max: Math.round(maxBytes / (1024 * 1024)) },
        });
  part.file.once('limit', () => part.file.destroy(tooLarge));
  const written = fs.createWriteStream(file);
  await pipeline(part.file, written);
  if (written.bytesWritten === 0) return null;
  const name = part.filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 100) || 'file';
  const type = await fileTypeFromFile(file);
  if (!type || !allowed.includes(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'unsupportedFile', params: { name } });
  }
  return { path: file, size: written.bytesWritten, mime: type.mime, name };
}

/** Far below sharp's default of 268 million: a small PNG can otherwise claim gigabytes when decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes a received image from the disk and re-encodes it: rotate() applies the EXIF orientation first, then the
 * output carries no metadata (sharp drops EXIF, GPS included, unless asked to keep it). Anything sharp cannot decode is
 * refused with 415.
 */
export async function reencodeImage(file: string, options: { maxSide: number; square?: boolean }): Promise<Buffer> {
  try {
    return await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
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

/** Images and PDF, the papers of a shipment or a customs assessment. */
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

/**
 * A received document as it is stored under `folder`: an image re-encoded to WebP (no metadata kept), a PDF as sent;
 * the stored name is made here, never the client's.
 */
export async function documentToStore(
  file: Upload,
  folder: string,
): Promise<{ stored: FileToStore; contentType: string }> {
  const isImage = file.mime.startsWith('image/');
  const key = `${folder}/${randomUUID()}.${isImage ? 'webp' : 'pdf'}`;
  return isImage
    ? { stored: { key, data: await reencodeImage(file.path, { maxSide: 3000 }) }, contentType: 'image/webp' }
    : { stored: { key, localFile: file.path, size: file.size }, contentType: 'application/pdf' };
}

/** Sends a stored document as a download under its client name, never cached (it is someone's own paper). */
export function sendAttachment(
  reply: FastifyReply,
  document: { fileName: string; contentType: string; file: { stream: Readable; size: number } },
) {
  const name = encodeURIComponent(document.fileName);
  return reply
    .type(document.contentType)
    .header('content-length', document.file.size)
    .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
    .header('cache-control', 'private, no-store')
    .send(document.file.stream);
}
