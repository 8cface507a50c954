// A sign-in whose password fails today's rules leaves this mark for the tab, so the account page asks for a new
// password until one is set (sessionStorage: the ask follows the learner through the tab, not to other devices).
const KEY = 'nism.password-change-asked';

export function askForNewPassword(asked: boolean): void {
  try {
    if (asked) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the ask is only a reminder
  }
}

export function newPasswordAsked(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}
