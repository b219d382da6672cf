import { i18n, params } from '@pinjam/ui';

/** The account pages' texts (login, signup, activation, password reset): the English base. */
export const accountMessages = i18n('AccountPages', {
  email: 'Email',
  password: 'Password',
  loginTitle: 'Log in',
  loginIntro: 'Welcome back. Log in to rent, lend and manage your orders.',
  loginButton: 'Log in',
  newHere: 'New here? Sign up',
  forgotPassword: 'Forgot your password?',
  sendActivation: 'Send a new activation link',
  signupTitle: 'Create your account',
  signupIntro: 'Rent what you need, lend what you own, earn from both.',
  fullName: 'Full Name',
  passwordHint: 'At least 8 characters.',
  passwordConfirmation: 'Password confirmation',
  avatar: 'Profile photo (optional)',
  // {terms} and {privacy} are the two links, named below; a translation may move them.
  agreeToTerms: 'I agree to the {terms} and {privacy}',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  termsRequired: 'Tick the box to agree to the Terms of Service and Privacy Policy.',
  // The seed fixes the signup screen's 'Sign Up' button and its 'Login' link; everywhere else the
  // verbs are 'Log in' and 'Sign up'.
  signupButton: 'Sign Up',
  loginLink: 'Login',
  recoverPassword: 'Recover password',
  checkEmailTitle: 'Check your email',
  checkEmailSentTo: 'We have sent an activation link to',
  checkEmailYourAddress: 'your email address',
  checkEmailAfter: 'Open it within 24 hours to activate your account, then log in.',
  goToLogin: 'Log in',
  resendLabel: "Didn't get the email? Send a new link to",
  activatedTitle: 'Your account is active',
  activatedText:
    'Thanks for confirming your email. You can now log in and start renting, buying and lending.',
  activatedButton: 'Log in',
  invalidTitle: 'This link has expired or was already used',
  invalidText:
    'Activation links work once, for 24 hours; password reset links for 60 minutes. Ask for a new one below.',
  resetInstead: 'Reset your password instead',
  resetTitle: 'Reset your password',
  resetIntro: 'Enter your email and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  backToLogin: 'Back to log in',
  chooseTitle: 'Choose a new password',
  chooseFor: params('For {email}'),
  checkingLink: 'Checking your link',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  saveNewPassword: 'Save new password',
  passwordChanged: 'Your password has been changed. Log in with the new one.',
});
