import { preprocess, z } from './zod';

/*
 * Text as people type it, and nothing a keyboard cannot type. Every free-text field of the
 * contract is built here, so the server, the mocks and any form parsed with the contract refuse
 * the same things: control characters (a NUL made PostgreSQL fail with a 500), broken UTF-16 (a
 * lone surrogate is silently turned into U+FFFD on its way to the database), noncharacters, and
 * the bidi overrides that make a title read backwards in the page around it. Text is trimmed,
 * and text made only of spaces and invisible characters counts as empty.
 */

// ─── Messages ────────────────────────────────────────────────────────────────────────────────

export const textMessages = {
  control: 'Remove the control characters from this text.',
  oneLine: 'Use one line: remove the line breaks and tabs.',
  unreadable: 'Remove the unreadable characters from this text.',
  direction: 'Remove the text-direction characters from this text.',
  invisible: 'Enter visible text, not only invisible characters.',
  passwordControl: 'Remove the control characters from your password.',
  passwordUnreadable: 'Remove the unreadable characters from your password.',
  notText: 'Send this as text.',
  atLeast: (n: number) => `Use at least ${n} characters`,
  atMost: (n: number) => `Use at most ${n} characters`,
} as const;

// ─── Characters ──────────────────────────────────────────────────────────────────────────────

/** C0 controls, DEL and C1 controls. */
const CONTROL = /\p{Cc}/u;
/** The same less tab and line feed: what multi-line text may not hold (CR LF becomes LF first). */
const CONTROL_IN_LINES = /(?![\t\n])\p{Cc}/u;
const LINE_BREAK_OR_TAB = /[\t\n\r\u2028\u2029]/;
/** Lone surrogates (paired ones are one code point under /u) and noncharacters (U+FFFE…). */
const UNREADABLE = /[\p{Cs}\p{Noncharacter_Code_Point}]/u;
/** Embeddings, overrides and isolates: they reorder the text after them. Marks (LRM, RLM) stay. */
const DIRECTION = /[\u202A-\u202E\u2066-\u2069]/;
/** Anything that shows: not white space, not default-ignorable (zero-width, fillers), not ⠀. */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/u;
/**
 * Trimmed from both ends: spaces, tabs, line breaks, soft hyphen, zero-width spaces and joiners,
 * word joiner, BOM. Not \v, \f or NEL, which JS's trim() takes: they are controls, refused.
 */
const EDGE = /[\t\n\r\p{Zs}\u2028\u2029\u00AD\u180E\u200B-\u200D\u2060\uFEFF]/u;

/** Trims EDGE characters, in linear time (a `[…]+$` regex is quadratic on long runs). */
function trimEdges(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && EDGE.test(value[start]!)) start++;
  while (end > start && EDGE.test(value[end - 1]!)) end--;
  return value.slice(start, end);
}

/** True when nothing in the text would show on screen (and it holds no control to refuse). */
export const isBlank = (value: string): boolean => !VISIBLE.test(value) && !CONTROL_IN_LINES.test(value);

/** Form fields and query parameters: a blank one means "not given". */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && isBlank(value) ? undefined : value;

/** A form field or query parameter that may be left out, or left blank. */
export const optionalInput = <T extends z.ZodMiniType>(schema: T) =>
  preprocess(blankToUndefined, z.optional(schema));

export type TextLines = 'single' | 'multi';

/** What is stored: CR LF as LF (multi-line), trimmed, blank text as ''. */
export function normaliseText(value: string, lines: TextLines): string {
  const text = trimEdges(lines === 'multi' ? value.replace(/\r\n/g, '\n') : value);
  return isBlank(text) ? '' : text;
}

/** Why a text cannot be kept (checked after normalising), or undefined when it can. */
export function textProblem(value: string, lines: TextLines): string | undefined {
  if (lines === 'single' && LINE_BREAK_OR_TAB.test(value)) return textMessages.oneLine;
  if ((lines === 'single' ? CONTROL : CONTROL_IN_LINES).test(value)) return textMessages.control;
  if (UNREADABLE.test(value)) return textMessages.unreadable;
  if (DIRECTION.test(value)) return textMessages.direction;
  return undefined;
}

// ─── Builders ────────────────────────────────────────────────────────────────────────────────

export interface TextOptions {
  /** Longest accepted text after trimming, in code points (zod's count: an emoji is one). */
  max: number;
  /** Shortest accepted text after trimming. */
  min?: number;
  /** Makes the text required: the message when it is missing, empty or only spaces. */
  required?: string;
  /** Message for text shorter than `min`; 'Use at least N characters' by default. */
  tooShort?: string;
}

function text(lines: TextLines, { max, min = 0, required, tooShort }: TextOptions) {
  return z.string({ error: required ?? textMessages.notText }).check(
    z.superRefine((raw, ctx) => {
      const value = trimEdges(lines === 'multi' ? raw.replace(/\r\n/g, '\n') : raw);
      const problem = textProblem(value, lines);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, continue: false });
      else if (required && isBlank(value))
        // Spaces alone read as empty; zero-width characters and fillers get told apart.
        ctx.addIssue({
          code: 'custom',
          message: raw.trim() === '' ? required : textMessages.invisible,
          continue: false,
        });
    }),
    z.overwrite((raw) => normaliseText(raw, lines)),
    z.minLength(min, { message: tooShort ?? textMessages.atLeast(min), abort: true }),
    z.maxLength(max, { message: textMessages.atMost(max) }),
  );
}

/**
 * One line of text (names, titles, search words): trimmed; no line breaks, tabs or other control
 * characters, no broken or direction-changing characters. Without `required`, blank text is ''.
 */
export const singleLine = (options: TextOptions) => text('single', options);

/** Paragraphs (descriptions): as `singleLine`, but line breaks and tabs are kept (CR LF as LF). */
export const multiLine = (options: TextOptions) => text('multi', options);

/**
 * A password: any characters a keyboard can type, spaces included and never trimmed (a secret is
 * not ours to change). Control characters and broken UTF-16 are refused rather than hashed:
 * no password field can type them back, and a lone surrogate reaches argon2 as U+FFFD, so two
 * different inputs would hash alike.
 */
export function passwordText({ min = 1, max, required }: { min?: number; max: number; required: string }) {
  return z.string({ error: required }).check(
    z.minLength(1, { message: required, abort: true }),
    z.refine((v) => !CONTROL.test(v), { message: textMessages.passwordControl, abort: true }),
    z.refine((v) => !UNREADABLE.test(v), { message: textMessages.passwordUnreadable, abort: true }),
    // Not aborting: a short password still gets the form's other messages (a confirmation that
    // does not match), as a zod issue that aborts skips the whole object's checks.
    z.minLength(min, { message: textMessages.atLeast(min) }),
    z.maxLength(max, { message: textMessages.atMost(max) }),
  );
}

/** Tokens we mint (activation, reset): 32 random bytes in base64url, so 43 of [A-Za-z0-9_-]. */
export const linkToken = z
  .string({ error: 'Not a valid link' })
  .check(
    z.regex(/^[A-Za-z0-9_-]{1,200}$/, { message: 'Not a valid link: open the one in the email again.' }),
  );
