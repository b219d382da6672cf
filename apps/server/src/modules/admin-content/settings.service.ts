import { adminSettingsMessages, type MarketplaceSettings, type SystemDetails } from '@pinjam/api/contract';
import { DEFAULT_RENTAL_BOUNDS } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import type { systemDetails } from '../../platform/db/schema';
import { TryLater } from '../../platform/errors/domain';
import { tooManyMessage } from '../../platform/security/plugin';
import type { Session } from '../../platform/security/session';
import { changePassword } from '../auth';
import { audit, changed } from '../audit';
import { readSystemDetails } from '../home';
import { payoutDate } from '../settings';
import { actor, forgetDrawnPages } from './images.service';
import {
  lockMarketplaceRow,
  lockSystemDetails,
  readMarketplaceRow,
  saveSystemDetails,
  updateMarketplaceRow,
} from './settings.repository';

const NO_DETAILS: SystemDetails = {
  address_line_1: null,
  address_line_2: null,
  address_line_3: null,
  post_code: null,
  city: null,
  district: null,
  country: null,
  telephone: null,
  email: null,
};

export async function getDetails(app: FastifyInstance): Promise<SystemDetails> {
  return (await readSystemDetails(app.db)) ?? NO_DETAILS;
}

/**
 * Saves the company details sent (row 1, made on the first save), audited with the fields that
 * changed; the footer (drawn on the server) shows them at the next drawing.
 */
export async function updateDetails(
  app: FastifyInstance,
  session: Session,
  input: Partial<SystemDetails>,
): Promise<{ message: string; details: SystemDetails }> {
  const details = await app.db.transaction(async (tx) => {
    const row = await lockSystemDetails(tx);
    const before: SystemDetails = row ? pickDetails(row) : NO_DETAILS;
    const after: SystemDetails = { ...before, ...input };
    await saveSystemDetails(tx, after);
    const diff = changed(before, after);
    if (diff)
      await audit(tx, actor(session), {
        action: 'details.update',
        subject_type: 'details',
        subject_id: 1,
        ...diff,
      });
    return after;
  });
  forgetDrawnPages(app);
  return { message: adminSettingsMessages.detailsSaved, details };
}

const pickDetails = (row: typeof systemDetails.$inferSelect): SystemDetails => {
  const { id: _id, created_at: _c, updated_at: _u, ...details } = row;
  return details;
};

// ─── The marketplace's settings ──────────────────────────────────────────────────────────────

/**
 * Row 1 (the migration makes it; a missing row reads as the migration's defaults), with the
 * payout date the finances show (the next Friday while the admin has set none).
 */
export async function getMarketplace(app: FastifyInstance): Promise<MarketplaceSettings> {
  const row = await readMarketplaceRow(app.db);
  return withPayoutDate(
    app,
    row ?? {
      delivery_fee: 500,
      commission_bps: 1000,
      payout_date: null,
      marketplace_name: 'Pinjam',
      contact_email: 'hello@pinjam.bn',
      ...DEFAULT_RENTAL_BOUNDS,
      dispatch_days: 3,
    },
  );
}

const withPayoutDate = async (app: FastifyInstance, settings: MarketplaceSettings) => ({
  ...settings,
  payout_date: await payoutDate(app.db),
});

type MarketplaceInput = Partial<Omit<MarketplaceSettings, 'payout_date'>>;

/**
 * Saves the fields sent, audited with those that changed (none sent: 200 with the settings as they are). A sale reads the fee and the
 * commission in its own transaction, so it keeps the figures it started with. Emails sign off
 * with the new name and address from the next one sent by this server.
 */
export async function updateMarketplace(
  app: FastifyInstance,
  session: Session,
  input: MarketplaceInput,
): Promise<{ message: string; settings: MarketplaceSettings }> {
  // Only the fields sent: a body with none (or only read-only ones, which the schema drops) changes nothing.
  const values: MarketplaceInput = Object.fromEntries(
    Object.entries(input).filter(([, v]) => v !== undefined),
  );
  const settings = await app.db.transaction(async (tx) => {
    const before = await lockMarketplaceRow(tx);
    if (Object.keys(values).length === 0) return before;
    const after = await updateMarketplaceRow(tx, values);
    const diff = changed(before, after);
    if (diff)
      await audit(tx, actor(session), {
        action: 'settings.update',
        subject_type: 'settings',
        subject_id: 1,
        ...diff,
      });
    return after;
  });
  app.mailer.forgetSignature();
  return { message: adminSettingsMessages.settingsSaved, settings: await withPayoutDate(app, settings) };
}

// ─── The admin's password ────────────────────────────────────────────────────────────────────

/**
 * The admin's password change is a member's (auth/account-changes.ts): the current password
 * must match (a 422 beside it), the other sessions end, reset links stop working, the admin is
 * told by email, and the audit line commits with it. Every attempt counts against the account
 * as login attempts do (ten within 15 minutes, then 429 until the window ends); the right
 * password starts the count again.
 */
export async function updatePassword(
  app: FastifyInstance,
  session: Session,
  input: { password: string; newPassword: string },
  ip: string,
): Promise<{ message: string }> {
  const { limits, config } = app;
  const who = String(session.user.id);
  const attempts = await limits.hit(config.rateLimits.loginPerAccount, 'admin-password', who);
  if (attempts.over) throw new TryLater(tooManyMessage(attempts.resetMs), attempts.resetMs);
  const answer = await changePassword(
    app,
    session,
    { current_password: input.password, password: input.newPassword },
    ip,
    {
      field: 'password',
      // Never the password or its hash: the trail says that it changed.
      alongside: (tx) =>
        audit(tx, actor(session), { action: 'password.change', subject_type: 'user', subject_id: who }),
    },
  );
  await limits.clear('admin-password', who);
  return answer;
}
