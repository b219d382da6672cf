import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/*
 * The one zod of the contract: zod 4's tree-shakeable `zod/mini`, the same schemas on the server,
 * in the browser, in Storybook and in tests (decision 0045). A bundle carries only the builders
 * and checks its schemas use. English messages for the issues no schema words itself, as the
 * server has always answered them (zod/mini loads no locale of its own).
 */
z.config(en());

export { z };

/** What a `preprocess` step may do besides answering the value: report an issue. */
export interface PreprocessContext {
  addIssue(issue: { code: 'custom'; message: string; input?: unknown; path?: PropertyKey[] }): void;
}

/** Classic zod's `ZodPreprocess` for zod/mini: a pipe whose input side is the schema's. */
export interface ZodMiniPreprocess<B extends z.core.SomeType = z.core.$ZodType>
  extends
    z.ZodMiniType<z.core.output<B>, unknown, z.core.$ZodPreprocessInternals<B>>,
    z.core.$ZodPreprocess<B> {}
const ZodMiniPreprocess: z.core.$constructor<ZodMiniPreprocess> = z.core.$constructor(
  'ZodMiniPreprocess',
  (inst, def) => {
    z.core.$ZodPreprocess.init(inst, def);
    z.ZodMiniType.init(inst, def);
  },
);

/**
 * `fn` reads the raw input before `schema` does (classic zod's `z.preprocess`, which zod/mini
 * leaves out): a transform piped into the schema, so JSON Schema shows the schema's input.
 */
export function preprocess<B extends z.core.SomeType>(
  fn: (value: unknown, ctx: PreprocessContext) => unknown,
  schema: B,
): ZodMiniPreprocess<B> {
  const first = z.transform((value: unknown, payload) =>
    fn(value, { addIssue: (issue) => payload.issues.push({ input: value, ...issue }) }),
  );
  return new ZodMiniPreprocess({
    type: 'pipe',
    in: first,
    out: schema as never,
  }) as unknown as ZodMiniPreprocess<B>;
}
