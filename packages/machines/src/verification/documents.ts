// The rules for the two photos, as pure functions.
import type { ChosenDocuments, DocumentFile, DocumentKind, FileProblem, UploadInput } from './types';

/** Photos as docs/product.md takes them for items: JPEG, PNG or WebP, up to 10 MB each. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const documentKinds: readonly DocumentKind[] = ['document', 'selfie'];

export function fileProblem(file: DocumentFile): FileProblem | null {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'unsupportedType';
  if (!(file.size > 0)) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge';
  return null;
}

export const noDocuments = (): ChosenDocuments => ({ document: null, selfie: null });

/** Both photos are there and each will do: what an upload needs before it starts. */
export const uploadable = (documents: Partial<ChosenDocuments>): documents is UploadInput =>
  documentKinds.every((kind) => {
    const file = documents[kind];
    return file != null && fileProblem(file) === null;
  });

/** The upload's input; only called once both are chosen (the guard ran). */
export function uploadInput(documents: ChosenDocuments): UploadInput {
  if (!documents.document || !documents.selfie)
    throw new Error('verificationMachine: both photos are needed');
  return { document: documents.document, selfie: documents.selfie };
}

/** Whole percent, never past 100, 0 for an unknown total. */
export const percent = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.max(0, Math.floor((loaded * 100) / total))) : 0;
