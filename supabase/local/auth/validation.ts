/** Input checks shared by the auth endpoints, with GoTrue's messages. */
import { z } from 'zod';
import { validationFailed } from './errors.ts';

/** Letters, digits and the usual specials before @; a dotted domain of DNS labels after it. */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Returns the address trimmed and lower-cased (auth.users stores it so). */
export function normaliseEmail(email: string | null | undefined): string {
  const trimmed = (email ?? '').trim();
  if (trimmed === '') throw validationFailed('An email address is required');
  if (trimmed.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_PATTERN.test(trimmed))
    throw validationFailed('Unable to validate email address: invalid format');
  return trimmed.toLowerCase();
}

/** User metadata: a JSON object (supabase-js sends `{}` when there is none). */
export const metadataSchema = z.record(z.string(), z.unknown());

/** Fields supabase-js adds to most auth requests; accepted and ignored (no captcha locally). */
export const securityField = z.object({ captcha_token: z.string().nullish() }).partial().nullish();
