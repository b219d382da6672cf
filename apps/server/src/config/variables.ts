import { z } from 'zod';

/** An unset variable and an empty one mean the same: use the default. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'use true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Adds a message to one variable in a cross-variable check. */
export type Issue = (variable: string, message: string) => void;
