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
  const counts: Record<string, number> = {};
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
      const buffer = await part.toBuffer();
      if (part.file.truncated || buffer.length > rule.maxBytes) {
        const message =
          rule.maxCount > 1
            ? `Each image must be at most ${megabytes(rule.maxBytes)}.`
            : `The ${field} must be at most ${megabytes(rule.maxBytes)}.`;
        throw new HttpError(413, message, { [field]: [message] });
      }
      // A form whose file input was left empty still sends the part, with no name and no bytes.
      if (buffer.length === 0 && !part.filename) {
        counts[field] = seen - 1;
        continue;
      }
      // Several files under one name: say which one is wrong.
      const subject =
        rule.maxCount > 1 ? `Image ${seen}${part.filename ? ` (${part.filename})` : ''}` : `The ${field}`;
      const image = await inspectImage(buffer);
      if (!image || !IMAGE_FORMATS.includes(image.format)) {
        add(result.errors, field, `${subject} must be a JPEG, PNG, WebP or AVIF image.`);
      } else if (image.width * image.height > MAX_IMAGE_PIXELS) {
        add(result.errors, field, `${subject} is too large (at most 40 megapixels).`);
      } else {
        list.push({ field, filename: part.filename, buffer, ...image });
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
  return result;
}
