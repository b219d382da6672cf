import type { MultipartFile } from '@fastify/multipart';
import type { EndpointDef, FilePart } from '@pinjam/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { FieldMessages } from '../errors/domain';
import { HttpError } from './errors';
import { MAX_IMAGE_PIXELS, type UploadedFile } from '../security/uploads';

export type { UploadedFile };

export interface MultipartInput {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
  /** File problems worth a 422 (not an image, missing, unexpected), merged with field errors. */
  errors: FieldMessages;
}

const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif'];
/**
 * All images of one request together: 8 photos of 24 MP, or 5 of 40 MP (docs/decisions/0014).
 * It bounds the encoding work one request can ask for to a few seconds of one core.
 */
export const MAX_REQUEST_PIXELS = 200_000_000;

/** Where files wait while their request runs: a folder per process, one per request in it. */

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const add = (errors: FieldMessages, field: string, message: string) => (errors[field] ??= []).push(message);

async function inspectImage(file: string) {
  try {
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    return { format: meta.format ?? '', width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch {
    return null;
  }
}

const TOO_LARGE = Symbol('too large');

/**
 * Streams one file part to `file`, chunk by chunk: never the whole file in memory, never more
 * than `maxBytes` on disk. Its size, or TOO_LARGE. @fastify/multipart silently truncates a file
 * just over its `fileSize`, so `truncated` is checked as well as the count.
 */
async function saveFile(
  part: MultipartFile,
  file: string,
  maxBytes: number,
): Promise<number | typeof TOO_LARGE> {
  let bytes = 0;
  // 1 MB of buffer (not 16 KB) lets chunks that arrive during a write go out in one writev:
  // measured, a third less CPU per upload, and still a tenth of a file at most in memory.
  const out = createWriteStream(file, { flags: 'wx', highWaterMark: 1024 * 1024 });
  try {
    await pipeline(
      part.file,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          bytes += chunk.length;
          if (bytes > maxBytes) throw TOO_LARGE;
          yield chunk;
        }
      },
      out,
    );
  } catch (error) {
    // The descriptor is closed before the request's folder is removed.
    await finished(out).catch(() => {});
    if (error === TOO_LARGE) return TOO_LARGE;
    throw error;
  }
  return part.file.truncated ? TOO_LARGE : bytes;
}

/**
 * Reads a multipart body by the endpoint's `files` rules: text fields as strings, files streamed
 * into `dir` (made at the first file) and checked by their content. A file over its limit
 * answers 413 at once. The caller removes `dir`: see withUploads.
 */
export async function readMultipart(
  request: FastifyRequest,
  endpoint: EndpointDef,
  dir: string,
): Promise<MultipartInput> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data.');
  const rules: Record<string, FilePart> = endpoint.files ?? {};
  const rulesList = Object.values(rules);
  const result: MultipartInput = { fields: {}, files: {}, errors: {} };
  const counts: Record<string, number> = {};
  let saved = 0;
  // throwFileSizeLimit is supported at runtime but missing from the types: we check `truncated`
  // ourselves, to name the field and its limit.
  const parts = request.parts({
    throwFileSizeLimit: false,
    limits: {
      fileSize: Math.max(1, ...rulesList.map((r) => r.maxBytes)),
      // One file more than allowed still arrives, so that it gets a 422 naming the field; more
      // than that is a 413 from the parser.
      files: rulesList.reduce((n, r) => n + r.maxCount, 0) + 1,
      fields: 50,
      fieldSize: 64 * 1024,
      parts: 100,
    },
  } as Parameters<typeof request.parts>[0]);

  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too long.`);
        if (!(part.fieldname in result.fields)) result.fields[part.fieldname] = String(part.value);
        continue;
      }
      // Forms may name a list of files `images[]` or `images[0]`: both mean `images`.
      const field = part.fieldname.replace(/\[\d*\]$/, '');
      const rule = rules[field];
      if (!rule) {
        part.file.resume(); // drain it, or the parser waits forever
        add(result.errors, field, 'This upload is not expected here.');
        continue;
      }
      const list = (result.files[field] ??= []);
      const seen = (counts[field] = (counts[field] ?? 0) + 1);
      if (seen > rule.maxCount) {
        part.file.resume();
        if (seen === rule.maxCount + 1)
          add(result.errors, field, `Attach at most ${rule.maxCount} file${rule.maxCount === 1 ? '' : 's'}.`);
        continue;
      }
      const file = path.join(dir, String(++saved));
      if (saved === 1) await fs.mkdir(dir, { recursive: true });
      const size = await saveFile(part, file, rule.maxBytes);
      if (size === TOO_LARGE) {
        const message =
          rule.maxCount > 1
            ? `Each image must be at most ${megabytes(rule.maxBytes)}.`
            : `The ${field} must be at most ${megabytes(rule.maxBytes)}.`;
        throw new HttpError(413, message, { [field]: [message] });
      }
      // A form whose file input was left empty still sends the part, with no name and no bytes.
      if (size === 0 && !part.filename) {
        counts[field] = seen - 1;
        continue;
      }
      // Several files under one name: say which one is wrong.
      const subject =
        rule.maxCount > 1 ? `Image ${seen}${part.filename ? ` (${part.filename})` : ''}` : `The ${field}`;
      const image = await inspectImage(file);
      if (!image || !IMAGE_FORMATS.includes(image.format)) {
        add(result.errors, field, `${subject} must be a JPEG, PNG, WebP or AVIF image.`);
      } else if (image.width * image.height > MAX_IMAGE_PIXELS) {
        add(result.errors, field, `${subject} is too large (at most 40 megapixels).`);
      } else {
        list.push({ field, filename: part.filename, path: file, size, ...image });
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw error; // the plugin's own 4xx (limits), answered by the error handler
    throw new HttpError(400, 'The upload could not be read. Please try again.');
  }

  for (const [field, rule] of Object.entries(rules)) {
    if (rule.required && !result.files[field]?.length && !result.errors[field])
      add(result.errors, field, rule.maxCount > 1 ? 'Add at least one image.' : `Attach the ${field}.`);
  }
  checkTotalPixels(result);
  return result;
}

/**
 * All images of the request together, checked before any encoding starts. The error goes to
 * the field whose image crosses the cap (an endpoint has one field of images so far).
 */
function checkTotalPixels(result: MultipartInput) {
  const images = Object.values(result.files).flat();
  const total = images.reduce((sum, image) => sum + image.width * image.height, 0);
  let sum = 0;
  for (const image of images) {
    sum += image.width * image.height;
    if (sum <= MAX_REQUEST_PIXELS) continue;
    const megapixels = (pixels: number) => Math.round(pixels / 1_000_000);
    const message =
      `Together the images are ${megapixels(total)} megapixels; at most ` +
      `${megapixels(MAX_REQUEST_PIXELS)} can be sent at once. Send fewer or smaller photos.`;
    add(result.errors, image.field, message);
    return;
  }
}

/**
 * Reads the request's multipart body into a folder of its own in the process's uploadsDir, runs
 * `use`, and removes the folder however the request ends: answered, refused, failed, or
 * abandoned by its client (the parser then fails, or the handler finishes unheard).
 */
export async function withUploads<T>(
  request: FastifyRequest,
  endpoint: EndpointDef,
  use: (input: MultipartInput) => Promise<T>,
): Promise<T> {
  const dir = path.join(request.server.uploadsDir, randomUUID());
  try {
    return await use(await readMultipart(request, endpoint, dir));
  } finally {
    await fs
      .rm(dir, { recursive: true, force: true })
      .catch((error: unknown) => request.log.warn({ err: error, dir }, 'removing uploaded files failed'));
  }
}

/**
 * Aborted when the client goes away before its answer is sent, so queued image work can be
 * skipped. (The request's own `signal` fires as soon as the body is read, so it cannot say this.)
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
