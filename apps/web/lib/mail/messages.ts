/**
 * The site's mails, as plain text (no HTML, so no markup of a user's name can do anything). Pure:
 * the links are made by the caller.
 */
import type { MailMessage } from './deliver.ts';

export function confirmSignupMail(to: string, name: string, link: string, hours: number): MailMessage {
  return {
    to,
    subject: 'Finish signing up to Stich Arena',
    text: [
      `Someone, probably you, signed up to Stich Arena as "${name}" with this address.`,
      '',
      `To finish signing up, open this link within ${hours} hours (it works once):`,
      link,
      '',
      'If it was not you, ignore this mail: no account is made without the link.',
    ].join('\n'),
  };
}

export function signupAttemptMail(to: string, logInLink: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to sign up to Stich Arena with your address',
    text: [
      'Someone, perhaps you, tried to sign up to Stich Arena with this address, which already has an account.',
      'No new account was made, and yours is unchanged.',
      '',
      `Log in: ${logInLink}`,
      `Forgot your password? Choose a new one: ${resetLink}`,
      '',
      'If it was not you, you need do nothing.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, link: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Choose a new password for Stich Arena',
    text: [
      'Someone, probably you, asked to reset the password of your Stich Arena account.',
      '',
      `To choose a new password, open this link within ${minutes} minutes (it works once; every`,
      'browser logged in to your account is then logged out):',
      link,
      '',
      'If it was not you, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
