/** Every email the server sends: a subject, plain text and simple HTML, all from one place. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

function layout(paragraphs: string[], button: { label: string; href: string }, after: string[]): string {
  const p = (t: string) => `<p style="margin:0 0 16px">${t}</p>`;
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f6f6f4;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:22px">Pinjam</h1>
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escape(button.href)}" style="display:inline-block;background:#0b6e4f;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escape(button.label)}</a></p>
${after.map(p).join('\n')}
<p style="margin:24px 0 0;font-size:12px;color:#6b7075">If the button does not work, copy this link into your browser:<br>${escape(button.href)}</p>
</div></body></html>`;
}

/** A message whose point is one link: the same words in the text part and, with a button, in the HTML. */
export function linkEmail(
  name: string,
  link: string,
  words: { subject: string; intro: string; htmlIntro: string; button: string; note: string },
): EmailContent {
  const hi = `Hi ${firstName(name)},`;
  return {
    subject: words.subject,
    text: [hi, '', words.intro, link, '', words.note, '', 'The Pinjam team'].join('\n'),
    html: layout([escape(hi), words.htmlIntro], { label: words.button, href: link }, [words.note]),
  };
}

/**
 * A notice's words (the emails of notify's kinds and of the modules' own notices): plain and
 * friendly, one link to the page where the reader acts.
 */
export interface Words {
  subject: string;
  /** What happened, in a few lines (may hold the users' own text: escaped for the HTML part). */
  intro: string;
  button: string;
  /** The site's path the button opens. */
  path: string;
  /** What happens next: our own words only. */
  note: string;
}

/** A notice's words as an email to `name`, its button opening the path on the public site. */
export function render(name: string, publicUrl: string, words: Words): EmailContent {
  return linkEmail(name, `${publicUrl}${words.path}`, {
    subject: words.subject,
    intro: words.intro,
    htmlIntro: escape(words.intro).replace(/\n/g, '<br>'),
    button: words.button,
    note: words.note,
  });
}

export function activationEmail(name: string, link: string): EmailContent {
  return linkEmail(name, link, {
    subject: 'Activate your Pinjam account',
    intro:
      'Welcome to Pinjam! Open this link to activate your account and start renting, buying and selling:',
    htmlIntro: 'Welcome to Pinjam! Activate your account to start renting, buying and selling.',
    button: 'Activate my account',
    note: 'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  });
}

export function passwordResetEmail(name: string, link: string): EmailContent {
  return linkEmail(name, link, {
    subject: 'Reset your Pinjam password',
    intro:
      'Someone (hopefully you) asked to reset the password of your Pinjam account. Open this link to choose a new one:',
    htmlIntro: 'Someone (hopefully you) asked to reset the password of your Pinjam account.',
    button: 'Choose a new password',
    note: 'The link works once and expires in 60 minutes. If you did not ask for it, ignore this email: your password stays the same.',
  });
}

/**
 * To the owner of an address someone tried to sign up with: the signup answered as for a new
 * address (nobody learns which addresses have accounts), and the owner is shown the ways in.
 */
export function signupAttemptEmail(name: string, loginLink: string, resetLink: string): EmailContent {
  const hi = `Hi ${firstName(name)},`;
  const what =
    'Someone (hopefully you) tried to create a Pinjam account with this email address, which already has one. No new account was made and yours is unchanged.';
  const login = 'If it was you, log in with your password:';
  const reset = 'Forgot it? Choose a new one:';
  const note =
    'If it was not you, you can ignore this email: nobody gets into your account without your password.';
  return {
    subject: 'Someone tried to sign up with your email',
    text: [hi, '', what, '', login, loginLink, '', reset, resetLink, '', note, '', 'The Pinjam team'].join(
      '\n',
    ),
    html: layout([escape(hi), escape(what), escape(login)], { label: 'Log in', href: loginLink }, [
      `${escape(reset)} <a href="${escape(resetLink)}">${escape(resetLink)}</a>`,
      escape(note),
    ]),
  };
}

/** To the owner of an account whose login has just been locked by failed attempts. */
export function loginLockedEmail(
  name: string,
  attempts: number,
  minutes: number,
  resetLink: string,
): EmailContent {
  const hi = `Hi ${firstName(name)},`;
  const what = `Someone tried to log in to your Pinjam account ${attempts} times in a row without the right password, so logging in to it is paused for ${minutes} minutes.`;
  const advice =
    'If that was you, wait and try again, or choose a new password now: a reset lifts the pause. If it was not you, choose a new password: your account stays safe meanwhile.';
  return {
    subject: 'Logging in to your Pinjam account is paused',
    text: [hi, '', what, '', advice, resetLink, '', 'The Pinjam team'].join('\n'),
    html: layout(
      [escape(hi), escape(what), escape(advice)],
      { label: 'Choose a new password', href: resetLink },
      [],
    ),
  };
}
