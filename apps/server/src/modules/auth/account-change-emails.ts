// The words of the settings page's emails (issue 15): an email change's link to the new address,
// a notice to the old one, and a notice of a password change. Plain, with one link each.
import { escape, linkEmail, type EmailContent } from '../../platform/mail/templates';

export function emailChangeLinkEmail(name: string, newEmail: string, link: string): EmailContent {
  return linkEmail(name, link, {
    subject: 'Confirm your new Pinjam email address',
    intro: `You asked to use ${newEmail} for your Pinjam account. Open this link to confirm it:`,
    htmlIntro: `You asked to use ${escape(newEmail)} for your Pinjam account. Confirm it to make the change.`,
    button: 'Confirm my new email',
    note: 'The link works once and expires in 24 hours. Until then you keep logging in with your current address. If you did not ask for this, ignore this email.',
  });
}

export function emailChangeNoticeEmail(name: string, newEmail: string, settingsLink: string): EmailContent {
  return linkEmail(name, settingsLink, {
    subject: 'A change of your Pinjam email address was asked',
    intro: `Someone signed in to your Pinjam account asked to change its email address to ${newEmail}. Nothing changes until a link we sent there is followed. Your settings:`,
    htmlIntro: `Someone signed in to your Pinjam account asked to change its email address to ${escape(newEmail)}. Nothing changes until the link we sent there is followed.`,
    button: 'Open my settings',
    note: 'If that was not you, cancel the change in your settings and choose a new password.',
  });
}

export function passwordChangedEmail(name: string, resetLink: string): EmailContent {
  return linkEmail(name, resetLink, {
    subject: 'Your Pinjam password was changed',
    intro:
      'The password of your Pinjam account was just changed, and every other device signed in to it was signed out. If that was not you, choose a new password now:',
    htmlIntro:
      'The password of your Pinjam account was just changed, and every other device signed in to it was signed out.',
    button: 'Choose a new password',
    note: 'If it was you, there is nothing more to do.',
  });
}
