// The settings page's people (issue 15): Siti as she sees her own settings, in its states.
import { maskAccountNumber, type SettingsData } from '../../contract/account';
import { promoImage } from '../promoImage';
import { users } from '../users/accounts';

/** Siti's settings: profile and address filled in, bank details saved (masked), no email change. */
export const sitiSettings: SettingsData = {
  name: users.siti.name,
  email: users.siti.email,
  bio: 'I lend my cameras and camping gear on weekends. Pick-up in Gadong.',
  dob: '1994-08-17',
  address_line_1: 'No. 12, Simpang 32',
  address_line_2: 'Kampong Beribi',
  address_line_3: null,
  post_code: 'BE1118',
  city: 'Bandar Seri Begawan',
  district: 'Brunei-Muara',
  telephone: '+673 712 3456',
  bank_name: 'Baiduri Bank',
  account_number: maskAccountNumber('0012344821'),
  avatar: null,
  pending_email: null,
};

/** A new member's settings: only the name and email. */
export const emptySettings: SettingsData = {
  ...sitiSettings,
  bio: null,
  dob: null,
  address_line_1: null,
  address_line_2: null,
  address_line_3: null,
  post_code: null,
  city: null,
  district: null,
  telephone: null,
  bank_name: null,
  account_number: null,
};

/** Siti has asked to move to a new address and not yet followed the link. */
export const pendingEmailSettings: SettingsData = {
  ...sitiSettings,
  pending_email: 'siti.rahman@example.bn',
};

/** An avatar the mocks answer after an upload. */
export const uploadedAvatar = { path: promoImage(256, 256, '#0b6e4f', '#7bc8a4', 'SR') };
