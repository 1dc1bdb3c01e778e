/** Spec §3 "Other local storage keys" of the password reset (§4 Password reset). */
export const VERIFY_EMAIL_KEY = 'verifyEmail';
export const VERIFY_ID_KEY = 'verifyId';

const read = (key: string) => {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
};

/** The e-mail address awaiting a code. */
export const readVerifyEmail = () => read(VERIFY_EMAIL_KEY);
export const saveVerifyEmail = (email: string) => localStorage.setItem(VERIFY_EMAIL_KEY, email);
export const clearVerifyEmail = () => localStorage.removeItem(VERIFY_EMAIL_KEY);

/** The reset ticket returned by code verification (verify-otp `result._id`). */
export const readVerifyId = () => read(VERIFY_ID_KEY);
export const saveVerifyId = (id: string) => localStorage.setItem(VERIFY_ID_KEY, id);
export const clearVerifyId = () => localStorage.removeItem(VERIFY_ID_KEY);
