import type { EndpointDef, FilePart } from '@pinjam/api/contract';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError, type FieldErrors } from './errors';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
  /** Detected from the content (sharp), never from the name or the declared type. */
  format: string;
  width: number;
  height: number;
}

export interface MultipartInput {
  fields: Record<string, string>;
  files: Record<string, UploadedFile[]>;
  /** File problems worth a 422 (not an image, missing, unexpected), merged with field errors. */
  errors: FieldErrors;
}

const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif'];
/** Decompression bombs: a few MB of PNG can claim gigapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const add = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

async function inspectImage(buffer: Buffer) {
  try {
    const meta = await sharp(buffer, { limitInputPixels: false }).metadata();
    return { format: meta.format ?? '', width: meta.width ?? 0, height: meta.height ?? 0 };
  } catch {
    return null;
  }
}

/**
 * Reads a multipart body by the endpoint's `files` rules: text fields as strings, files buffered
 * (they are small) and checked. A file over its limit answers 413 at once; @fastify/multipart
 * silently truncates a file just over `fileSize`, so `truncated` is checked as well as the size.
 */
export async function readMultipart(request: FastifyRequest, endpoint: EndpointDef): Promise<MultipartInput> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send this form as multipart/form-data.');
  const rules: Record<string, FilePart> = endpoint.files ?? {};
  const rulesList = Object.values(rules);
  const result: MultipartInput = { fields: {}, files: {}, errors: {} };
  // throwFileSizeLimit is supported at runtime but missing from the types: we check `truncated`
  // ourselves, to name the field and its limit.
  const parts = request.parts({
    throwFileSizeLimit: false,
    limits: {
      fileSize: Math.max(1, ...rulesList.map((r) => r.maxBytes)),
      files: Math.max(
        1,
        rulesList.reduce((n, r) => n + r.maxCount, 0),
      ),
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
      const rule = rules[part.fieldname];
      if (!rule) {
        part.file.resume(); // drain it, or the parser waits forever
        add(result.errors, part.fieldname, 'This upload is not expected here.');
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated || buffer.length > rule.maxBytes) {
        throw new HttpError(413, `The ${part.fieldname} must be at most ${megabytes(rule.maxBytes)}.`);
      }
      // A form whose file input was left empty still sends the part, with no name and no bytes.
      if (buffer.length === 0 && !part.filename) continue;
      const list = (result.files[part.fieldname] ??= []);
      if (list.length >= rule.maxCount) {
        add(
          result.errors,
          part.fieldname,
          `Attach at most ${rule.maxCount} file${rule.maxCount === 1 ? '' : 's'}.`,
        );
        continue;
      }
      const image = await inspectImage(buffer);
      if (!image || !IMAGE_FORMATS.includes(image.format)) {
        add(result.errors, part.fieldname, `The ${part.fieldname} must be a JPEG, PNG, WebP or AVIF image.`);
      } else if (image.width * image.height > MAX_IMAGE_PIXELS) {
        add(
          result.errors,
          part.fieldname,
          `The ${part.fieldname} image is too large (at most 40 megapixels).`,
        );
      } else {
        list.push({ field: part.fieldname, filename: part.filename, buffer, ...image });
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
      add(result.errors, field, `Attach the ${field}.`);
  }
  return result;
}
