import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auth, password, signupFields } from './auth';
import { itemEditFields, itemFields } from './catalogue';
import { searchQuery } from './search';
import { linkToken, multiLine, passwordText, singleLine, textMessages } from './text';

const title = singleLine({ min: 3, max: 20, required: 'Enter a title' });
const note = singleLine({ max: 20 });
const description = multiLine({ max: 50 });
const secret = passwordText({ min: 8, max: 30, required: 'Enter a password' });

/** The value, or the messages of the refusal. */
function parse(
  schema: { safeParse(v: unknown): { success: boolean; data?: unknown; error?: unknown } },
  v: unknown,
) {
  const result = schema.safeParse(v);
  return result.success
    ? { ok: result.data }
    : { refused: (result.error as { issues: Array<{ message: string }> }).issues.map((i) => i.message) };
}

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const c0 = range(0x00, 0x1f);
const c1 = range(0x7f, 0x9f);

// ─── singleLine ──────────────────────────────────────────────────────────────────────────────

describe('singleLine', () => {
  it('trims spaces, tabs, line breaks and zero-width characters from both ends', () => {
    expect(parse(title, '  Canon camera \n')).toEqual({ ok: 'Canon camera' });
    expect(parse(title, '\u200b\ufeffCanon\u00a0camera\u2060\u00ad')).toEqual({ ok: 'Canon\u00a0camera' });
    expect(parse(title, '\u3000Canon camera\u3000')).toEqual({ ok: 'Canon camera' });
  });

  it('refuses every C0 control but tab and line breaks inside the text, and DEL and the C1 controls', () => {
    for (const code of [...c0, ...c1].filter((c) => ![0x09, 0x0a, 0x0d].includes(c)))
      expect(parse(title, `Can${String.fromCharCode(code)}on`), hex(code)).toEqual({
        refused: [textMessages.control],
      });
  });

  it('refuses controls at the ends too, even those JS’s trim() would take (\\v, \\f)', () => {
    for (const control of ['\u0000', '\u000b', '\u000c', '\u0085', '\u001f']) {
      expect(parse(title, `${control}Canon`)).toEqual({ refused: [textMessages.control] });
      expect(parse(title, `Canon${control}`)).toEqual({ refused: [textMessages.control] });
      expect(parse(note, control)).toEqual({ refused: [textMessages.control] });
      expect(parse(description, `Canon\n${control}`)).toEqual({ refused: [textMessages.control] });
    }
  });

  it('asks for one line when a tab or line break is inside', () => {
    for (const inside of ['\t', '\n', '\r', '\r\n', '\u2028', '\u2029'])
      expect(parse(title, `Canon${inside}camera`)).toEqual({ refused: [textMessages.oneLine] });
  });

  it('refuses lone surrogates and noncharacters, and keeps characters outside the BMP', () => {
    for (const bad of [
      '\ud800',
      '\udfff',
      '\udc00\ud800',
      '\ufffe',
      '\uffff',
      '\ufdd0',
      '\u{1fffe}',
      '\u{10ffff}',
    ])
      expect(parse(title, `Canon ${bad} camera`)).toEqual({ refused: [textMessages.unreadable] });
    expect(parse(title, 'Canon 📷 𝒸𝒶𝓂𝑒𝓇𝒶')).toEqual({ ok: 'Canon 📷 𝒸𝒶𝓂𝑒𝓇𝒶' });
  });

  it('refuses direction overrides, embeddings and isolates, and keeps the marks', () => {
    for (const code of [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)])
      expect(parse(title, `gpj.${String.fromCharCode(code)}exe`)).toEqual({
        refused: [textMessages.direction],
      });
    expect(parse(title, 'كاميرا\u200f Canon')).toEqual({ ok: 'كاميرا\u200f Canon' });
  });

  it('keeps joiners and variation selectors inside emoji and scripts that need them', () => {
    for (const text of ['👩‍👩‍👧 family tent', '❤️ red ❤️', 'नमस्ते', 'می‌خواهم', 'Jawi: كامي'])
      expect(parse(title, text)).toEqual({ ok: text });
  });

  it('asks for the text when it is missing, empty or only spaces', () => {
    for (const empty of [undefined, '', '   ', '\t\n', '\u00a0\u3000'])
      expect(parse(title, empty)).toEqual({ refused: ['Enter a title'] });
  });

  it('refuses text made only of invisible characters where text is required', () => {
    for (const invisible of [
      '\u200b\u200b\u200b',
      '\u3164\u3164\u3164',
      '\u2800\u2800\u2800',
      '\u034f\u034f\u034f',
    ])
      expect(parse(title, invisible)).toEqual({ refused: [textMessages.invisible] });
  });

  it('makes blank text empty where text is optional', () => {
    for (const blank of ['', '  ', '\u200b', '\u3164\u2800']) expect(parse(note, blank)).toEqual({ ok: '' });
  });

  it('counts its length after trimming, in code points', () => {
    expect(parse(title, '  ab  ')).toEqual({ refused: [textMessages.atLeast(3)] });
    expect(parse(title, ` ${'x'.repeat(20)} `)).toEqual({ ok: 'x'.repeat(20) });
    expect(parse(title, 'x'.repeat(21))).toEqual({ refused: [textMessages.atMost(20)] });
    expect(parse(title, '📷'.repeat(20))).toEqual({ ok: '📷'.repeat(20) });
    expect(parse(title, '📷'.repeat(21))).toEqual({ refused: [textMessages.atMost(20)] });
  });

  it('gives one message for a long run of control characters, not one per rule', () => {
    expect(parse(title, '\u0000'.repeat(10_000))).toEqual({ refused: [textMessages.control] });
  });

  it('refuses what is not a string with the required message', () => {
    for (const v of [5, null, { title: 'Canon' }])
      expect(parse(title, v)).toEqual({ refused: ['Enter a title'] });
    // A repeated query parameter arrives as an array (zod also checks an array's length).
    expect(parse(title, ['Canon'])).toMatchObject({ refused: expect.arrayContaining(['Enter a title']) });
    expect(parse(note, 5)).toEqual({ refused: [textMessages.notText] });
  });

  it('never lets a control, broken or direction character through, and answers in linear time', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const result = singleLine({ max: 1000 }).safeParse(s);
        if (result.success) {
          expect(result.data).not.toMatch(
            /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\u202a-\u202e\u2066-\u2069]/u,
          );
          expect(result.data).toBe(result.data.trim());
        }
      }),
      { numRuns: 500 },
    );
    const started = performance.now();
    singleLine({ max: 10 }).safeParse(`${' '.repeat(60_000)}x${' '.repeat(60_000)}`);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

// ─── multiLine ───────────────────────────────────────────────────────────────────────────────

describe('multiLine', () => {
  it('keeps line breaks and tabs inside, and stores CR LF as LF', () => {
    expect(parse(description, '  Two batteries\r\n\tand a charger\n\n')).toEqual({
      ok: 'Two batteries\n\tand a charger',
    });
  });

  it('refuses a lone CR and every other control character', () => {
    expect(parse(description, 'one\rtwo')).toEqual({ refused: [textMessages.control] });
    for (const code of [...c0, ...c1].filter((c) => ![0x09, 0x0a, 0x0d].includes(c)))
      expect(parse(description, `a${String.fromCharCode(code)}b`), hex(code)).toEqual({
        refused: [textMessages.control],
      });
  });

  it('makes blank text empty, and the contract’s description defaults to empty', () => {
    expect(parse(description, '\n\u200b\n')).toEqual({ ok: '' });
    expect(itemFields.shape.description.parse(undefined)).toBe('');
  });

  it('refuses lone surrogates like single lines do', () => {
    expect(parse(description, 'line\n\ud800')).toEqual({ refused: [textMessages.unreadable] });
  });
});

// ─── passwordText ────────────────────────────────────────────────────────────────────────────

describe('passwordText', () => {
  it('keeps a password exactly as typed: spaces, symbols, any script, emoji', () => {
    for (const p of ['  correct horse  ', '!@#$%^&*()_+-=[]{}', 'كلمة السر سرية', 'p@ss🔑word'])
      expect(parse(secret, p)).toEqual({ ok: p });
  });

  it('refuses every control character, tabs and line breaks included', () => {
    for (const code of [...c0, ...c1])
      expect(parse(secret, `pass${String.fromCharCode(code)}word`), hex(code)).toEqual({
        refused: [textMessages.passwordControl],
      });
  });

  it('refuses lone surrogates, which would hash like any other broken character', () => {
    expect(parse(secret, 'password\ud800')).toEqual({ refused: [textMessages.passwordUnreadable] });
    expect(parse(secret, 'password\udfff')).toEqual({ refused: [textMessages.passwordUnreadable] });
  });

  it('asks for it when missing or empty, then checks its length', () => {
    expect(parse(secret, undefined)).toEqual({ refused: ['Enter a password'] });
    expect(parse(secret, '')).toEqual({ refused: ['Enter a password'] });
    expect(parse(secret, 'short')).toEqual({ refused: [textMessages.atLeast(8)] });
    expect(parse(secret, 'x'.repeat(31))).toEqual({ refused: [textMessages.atMost(30)] });
  });
});

// ─── linkToken ───────────────────────────────────────────────────────────────────────────────

describe('linkToken', () => {
  it('takes the tokens the server mints: base64url', () => {
    expect(parse(linkToken, 'Zm9vYmFyLWJhei1xdXV4_-0123456789abcdefghijk')).toEqual({
      ok: 'Zm9vYmFyLWJhei1xdXV4_-0123456789abcdefghijk',
    });
  });

  it.each(['', 'abc\u0000', '%00', '../../etc/passwd', 'a+b/c=', 'abc def', 'x'.repeat(201), 'ａｂｃ'])(
    'refuses %j',
    (token) => {
      expect(parse(linkToken, token)).toHaveProperty('refused');
    },
  );
});

// ─── The contract's text fields ──────────────────────────────────────────────────────────────

describe('the contract’s text fields', () => {
  const signup = {
    email: 'aini@example.com',
    name: 'Nurul Aini',
    password: 'correct-horse',
    password_confirmation: 'correct-horse',
  };
  const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
    result.success ? [] : result.error!.issues.map((i) => i.path.join('.'));

  it('refuses a NUL in an email (z.email does), anywhere in it', () => {
    for (const email of [
      'ai\u0000ni@example.com',
      'aini@exa\u0000mple.com',
      'aini@example.com\u0000',
      '\u0000aini@example.com',
    ])
      expect(errorsOf(signupFields.safeParse({ ...signup, email })), JSON.stringify(email)).toEqual([
        'email',
      ]);
    expect(errorsOf(auth.login.body.safeParse({ email: 'a\u0000@example.com', password: 'x' }))).toEqual([
      'email',
    ]);
    expect(errorsOf(password.create.body.safeParse({ email: 'a@example.com\u0085' }))).toEqual(['email']);
  });

  it('refuses control characters in the signup name and password, and in the login password', () => {
    expect(errorsOf(signupFields.safeParse({ ...signup, name: 'Nurul\u0000Aini' }))).toEqual(['name']);
    expect(errorsOf(signupFields.safeParse({ ...signup, password: 'correct\u0000horse' }))).toContain(
      'password',
    );
    expect(errorsOf(auth.login.body.safeParse({ email: 'a@example.com', password: 'x\u0000' }))).toEqual([
      'password',
    ]);
  });

  it('refuses control characters in item titles, descriptions and keep_images', () => {
    const item = {
      title: 'Canon camera',
      category: 'drones',
      district: 'Tutong',
      condition: 'good',
      sale_price: '100',
    };
    expect(itemFields.safeParse(item).success).toBe(true);
    expect(errorsOf(itemFields.safeParse({ ...item, title: 'Canon\u0000' }))).toEqual(['title']);
    expect(errorsOf(itemFields.safeParse({ ...item, description: 'ok\n\u0000' }))).toEqual(['description']);
    expect(errorsOf(itemEditFields.safeParse({ ...item, keep_images: '1,\u0000' }))).toEqual(['keep_images']);
    expect(itemEditFields.parse({ ...item, keep_images: '' }).keep_images).toBe('');
  });

  it('refuses control characters in a search, and ignores a blank one', () => {
    expect(errorsOf(searchQuery.safeParse({ q: 'camera\u0000' }))).toEqual(['q']);
    expect(searchQuery.parse({ q: ' \u200b ' }).q).toBeUndefined();
    for (const q of ['\u000b', '\u0085', '\u0000'])
      expect(errorsOf(searchQuery.safeParse({ q }))).toEqual(['q']);
  });

  it('refuses a token with anything but base64url characters, in paths and bodies', () => {
    expect(errorsOf(password.find.params.safeParse({ token: '../x' }))).toEqual(['token']);
    const reset = {
      email: 'a@example.com',
      token: 'abc%00',
      password: 'correct-horse',
      password_confirmation: 'correct-horse',
    };
    expect(errorsOf(password.reset.body.safeParse(reset))).toEqual(['token']);
  });

  it('lets any activation token through to the handler, which redirects a damaged one', () => {
    // Opened by a browser from an email: the invalid-link page, not a JSON 422.
    expect(auth.activate.params.safeParse({ token: 'abc\u0000' }).success).toBe(true);
  });

  it('reports a short password and a confirmation that does not match together', () => {
    const result = auth.signup.body.safeParse({
      email: 'a@example.com',
      name: 'Awang Ali',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(errorsOf(result)).toEqual(['password', 'password_confirmation']);
  });
});
