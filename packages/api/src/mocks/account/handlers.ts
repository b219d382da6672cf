import { delay, http, HttpResponse } from 'msw';
import { accountSettings, settingsInput, type SettingsData } from '../../contract/account';
import { users } from '../users/accounts';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { emptySettings, pendingEmailSettings, sitiSettings, uploadedAvatar } from './fixtures';
import { onMockReset } from '../reset';

const invalid = (errors: Record<string, string[]>) =>
  HttpResponse.json({ message: INVALID, errors }, { status: 422 });

/** The signed-in user as a settings answer tells the page. */
const userOf = (data: SettingsData) => ({
  ...users.siti,
  name: data.name,
  bio: data.bio,
  avatar: data.avatar,
});

/**
 * Every call of the settings page over one stored copy of Siti's settings, answered as the
 * server would: the fields sent are checked with the contract's own schema (a 422 per field) and
 * saved for the next read, a new email is kept as pending, bank numbers come back masked.
 */
function area(initial: SettingsData) {
  let data = { ...initial };
  onMockReset(() => (data = { ...initial }));
  const answer = (message: string) => HttpResponse.json({ message, data, user: userOf(data) });
  return [
    mockEndpoint(accountSettings.getData, () => HttpResponse.json({ data })),
    mockEndpoint(accountSettings.updateSettings, async ({ request }) => {
      const parsed = settingsInput.safeParse(await request.json().catch(() => ({})));
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
        return invalid(errors);
      }
      const { email, account_number: _number, ...fields } = parsed.data;
      if (email === users.hakim.email) return invalid({ email: ['This email is already registered.'] });
      const cleared = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === '' ? null : v]));
      data = { ...data, ...cleared };
      if (email && email !== data.email) {
        data = { ...data, pending_email: email };
        return answer(`We sent a link to ${email}: open it to confirm your new email address.`);
      }
      return answer('Your settings have been saved.');
    }),
    mockEndpoint(accountSettings.bankDetails, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { name?: string; accountNumber?: string };
      const digits = (body.accountNumber ?? '').replace(/[ -]/g, '');
      if (!/^[0-9]{6,20}$/.test(digits))
        return invalid({ accountNumber: ['Enter the account number: 6 to 20 digits, nothing else'] });
      data = { ...data, bank_name: body.name ?? '', account_number: `•••• ${digits.slice(-4)}` };
      return answer('Your bank details have been saved.');
    }),
    mockEndpoint(accountSettings.avatar, async () => {
      await delay(300);
      data = { ...data, avatar: uploadedAvatar };
      return answer('Your new photo is saved.');
    }),
    mockEndpoint(accountSettings.getAvatar, () => HttpResponse.json({ avatar: data.avatar })),
    mockEndpoint(accountSettings.cancelEmailChange, () => {
      data = { ...data, pending_email: null };
      return answer('The email change has been cancelled.');
    }),
    mockEndpoint(accountSettings.updatePassword, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as Record<string, string>;
      if (body.current_password !== 'siti-pass-2026')
        return invalid({ current_password: ['This is not your current password.'] });
      return HttpResponse.json({
        message: 'Your password has been changed. Other devices have been signed out.',
      });
    }),
  ];
}

const AVATAR_REFUSED = {
  message: INVALID,
  errors: { image: ['The avatar must be a JPEG, PNG, WebP or AVIF image.'] },
};

/** The settings page's scenarios. Each builds fresh state, so stories do not leak into each other. */
export const accountSettingsHandlers = {
  get default() {
    return area(sitiSettings);
  },
  /** A new member: nothing filled in, no bank details. */
  get empty() {
    return area(emptySettings);
  },
  /** An email change waiting for its link. */
  get pendingEmail() {
    return area(pendingEmailSettings);
  },
  /** Uploads are refused as not an image. */
  get avatarRefused() {
    return [mockError(accountSettings.avatar, 422, AVATAR_REFUSED), ...area(sitiSettings)];
  },
  /**
   * The server's image queue is full for the first upload: 503 with Retry-After 2; the client
   * waits and sends again by itself, and the second send is saved.
   */
  get avatarBusyOnce() {
    let busy = true;
    // Answering nothing the second time lets the area's own handler save it.
    const once = http.post(`*${accountSettings.avatar.path}`, () => {
      if (!busy) return undefined;
      busy = false;
      return HttpResponse.json(
        { message: 'We are busy processing photos right now. Please try again in a moment.' },
        { status: 503, headers: { 'Retry-After': '2' } },
      );
    });
    return [once, ...area(sitiSettings)];
  },
  /** Every save answers 500. */
  get saveFails() {
    return [
      mockError(accountSettings.updateSettings, 500, SERVER_ERROR),
      mockError(accountSettings.bankDetails, 500, SERVER_ERROR),
      ...area(sitiSettings),
    ];
  },
  error: [mockError(accountSettings.getData, 500, SERVER_ERROR)],
  slow: [mockPending(accountSettings.getData)],
};
