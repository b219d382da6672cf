/** The client-side checks (the server checks again): type, size and how many fit. */

export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MEGABYTE = 1024 * 1024;

export const rejectionReasons = ['type', 'size', 'count'] as const;
export interface FileRejection {
  file: File;
  reason: (typeof rejectionReasons)[number];
}

export function acceptsType(accept: readonly string[], type: string): boolean {
  return accept.some((pattern) =>
    pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : pattern === type,
  );
}

/** Splits chosen files into those that fit (in order, up to `room`) and those refused, with why. */
export function checkFiles(
  files: readonly File[],
  { accept, maxBytes, room }: { accept: readonly string[]; maxBytes: number; room: number },
) {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!acceptsType(accept, file.type)) rejected.push({ file, reason: 'type' });
    else if (file.size > maxBytes) rejected.push({ file, reason: 'size' });
    else if (accepted.length >= room) rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

const typeNames: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  'image/heic': 'HEIC',
};

/** 'JPEG, PNG or WebP' for the default accept list. */
export function describeTypes(accept: readonly string[], locale = 'en-GB'): string {
  const names = accept.map((type) => typeNames[type] ?? type.replace(/^.*\//, '').toUpperCase());
  return new Intl.ListFormat(locale, { type: 'disjunction' }).format(names);
}

/** 10485760 → '10 MB'; 1572864 → '1.5 MB'; 512000 → '500 KB'. */
export function describeSize(bytes: number, locale = 'en-GB'): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  return bytes >= MEGABYTE ? `${number.format(bytes / MEGABYTE)} MB` : `${number.format(bytes / 1024)} KB`;
}

/** What a photo is called: its given name, else its file's, else the last part of its URL. */
export const nameOf = (item: { name?: string; file?: File; url?: string }) =>
  item.name ?? item.file?.name ?? item.url?.split('/').pop() ?? '';
