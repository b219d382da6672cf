import { maskAccountNumber, type SettingsAnswer, type SettingsData } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../platform/db/schema';
import {
  cancelEmailChange,
  EMAIL_CHANGE_SENT,
  pendingEmailChange,
  removeAvatar,
  saveAvatar,
  startEmailChange,
  storedAvatarOf,
  toUserDto,
} from '../auth';
import * as repository from './settings.repository';

/*
 * The settings page (issue 15): each section saves on its own, so a save names only its own
 * fields; what is absent stays, what is sent blank is cleared. The account number is stored
 * whole and only ever answered masked (docs/decisions/0032-settings.md).
 */

export const SETTINGS_SAVED = 'Your settings have been saved.';
export const BANK_SAVED = 'Your bank details have been saved.';
export const AVATAR_SAVED = 'Your new photo is saved.';
export const EMAIL_CHANGE_CANCELLED = 'The email change has been cancelled.';

/** What the settings page shows of the row: never the whole account number. */
export async function settingsOf(app: FastifyInstance, row: UserRow): Promise<SettingsData> {
  return {
    name: row.name,
    email: row.email,
    bio: row.bio,
    dob: row.dob,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    address_line_3: row.address_line_3,
    post_code: row.post_code,
    city: row.city,
    district: row.district,
    telephone: row.telephone,
    bank_name: row.bank_name,
    account_number: row.account_number ? maskAccountNumber(row.account_number) : null,
    avatar: row.avatar_path ? { path: row.avatar_path } : null,
    pending_email: await pendingEmailChange(app, row.id),
  };
}

const answer = async (app: FastifyInstance, message: string, row: UserRow): Promise<SettingsAnswer> => ({
  message,
  data: await settingsOf(app, row),
  user: toUserDto(row),
});

/** Text fields: blank is stored as null (cleared). */
const orNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

export interface SettingsChange {
  name?: string;
  email?: string;
  bio?: string;
  dob?: string | null;
  address_line_1?: string;
  address_line_2?: string;
  address_line_3?: string;
  post_code?: string;
  city?: string;
  district?: string | null;
  telephone?: string;
  bank_name?: string;
  account_number?: string;
}

/**
 * Saves the fields given. A new email is not written: it starts a change confirmed by a link
 * (a taken one is refused before anything is saved).
 */
export async function updateSettings(
  app: FastifyInstance,
  user: UserRow,
  input: SettingsChange,
  ip: string,
): Promise<SettingsAnswer> {
  const changingEmail = input.email !== undefined && (await startEmailChange(app, user, input.email, ip));
  const values: repository.SettingsColumns = {
    name: input.name,
    bio: orNull(input.bio),
    dob: input.dob,
    address_line_1: orNull(input.address_line_1),
    address_line_2: orNull(input.address_line_2),
    address_line_3: orNull(input.address_line_3),
    post_code: orNull(input.post_code),
    city: orNull(input.city),
    district: input.district,
    telephone: orNull(input.telephone),
    bank_name: input.bank_name,
    account_number: input.account_number,
  };
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  const row = await repository.updateSettings(app.db, user.id, given);
  return answer(app, changingEmail ? EMAIL_CHANGE_SENT(input.email!) : SETTINGS_SAVED, row);
}

export async function saveBankDetails(
  app: FastifyInstance,
  userId: number,
  input: { name: string; accountNumber: string },
): Promise<SettingsAnswer> {
  const row = await repository.updateSettings(app.db, userId, {
    bank_name: input.name,
    account_number: input.accountNumber,
  });
  return answer(app, BANK_SAVED, row);
}

/**
 * Replaces the avatar: the new file is stored first, then the row points at it, then the old
 * file goes. A failure before the row changes removes the new file: nothing half-written.
 */
export async function changeAvatar(
  app: FastifyInstance,
  userId: number,
  file: string,
  signal?: AbortSignal,
): Promise<SettingsAnswer> {
  const stored = await saveAvatar(app.storage, app.imagePool, file, signal, 'image');
  let result: Awaited<ReturnType<typeof repository.replaceAvatar>>;
  try {
    result = await repository.replaceAvatar(app.db, userId, stored.url);
  } catch (error) {
    await removeAvatar(app.storage, stored);
    throw error;
  }
  const previous = storedAvatarOf(result.previous);
  // Best effort: an old file left behind is swept as an orphan an hour later.
  if (previous) await removeAvatar(app.storage, previous).catch(() => {});
  return answer(app, AVATAR_SAVED, result.row);
}

export async function cancelEmailChangeOf(app: FastifyInstance, row: UserRow): Promise<SettingsAnswer> {
  await cancelEmailChange(app, row.id);
  return answer(app, EMAIL_CHANGE_CANCELLED, row);
}
