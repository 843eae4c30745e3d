/** Password hashing (bcrypt, cost 10, like GoTrue) and GoTrue's password strength rule. */
import bcrypt from 'bcryptjs';
import { AuthError, validationFailed } from './errors.ts';

const BCRYPT_COST = 10;
/** bcrypt ignores everything after 72 bytes; longer passwords are refused rather than truncated. */
const BCRYPT_MAX_BYTES = 72;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** A hash of nothing anyone knows: comparing against it when a user is missing keeps timing flat. */
const DUMMY_HASH = bcrypt.hashSync('no user has this password', BCRYPT_COST);

export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}

export function assertPasswordStrength(password: string, minLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > BCRYPT_MAX_BYTES) {
    throw validationFailed(`Password cannot be longer than ${BCRYPT_MAX_BYTES} characters`);
  }
  if ([...password].length < minLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
}
