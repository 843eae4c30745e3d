/**
 * Auth errors in GoTrue's shape: `{ code: <HTTP status>, error_code, msg }`. supabase-js turns
 * them into AuthApiError (or AuthWeakPasswordError / AuthSessionMissingError) by error_code, so
 * the codes and statuses follow GoTrue's.
 */
export class AuthError extends Error {
  readonly status: number;
  readonly errorCode: string;
  /** Extra top-level fields of the error body, e.g. `weak_password`. */
  readonly extra: Record<string, unknown>;

  constructor(
    status: number,
    errorCode: string,
    message: string,
    extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
    this.status = status;
    this.errorCode = errorCode;
    this.extra = extra;
  }
}

export function badRequest(errorCode: string, message: string): AuthError {
  return new AuthError(400, errorCode, message);
}

export function validationFailed(message: string): AuthError {
  return new AuthError(400, 'validation_failed', message);
}

export function unprocessable(errorCode: string, message: string): AuthError {
  return new AuthError(422, errorCode, message);
}

export function forbidden(errorCode: string, message: string): AuthError {
  return new AuthError(403, errorCode, message);
}

export function notFound(errorCode: string, message: string): AuthError {
  return new AuthError(404, errorCode, message);
}

export function tooManyRequests(errorCode: string, message: string): AuthError {
  return new AuthError(429, errorCode, message);
}

export const invalidCredentials = (): AuthError =>
  badRequest('invalid_credentials', 'Invalid login credentials');
export const emailNotConfirmed = (): AuthError =>
  badRequest('email_not_confirmed', 'Email not confirmed');
export const userAlreadyExists = (): AuthError =>
  unprocessable('user_already_exists', 'User already registered');
export const emailExists = (): AuthError =>
  unprocessable('email_exists', 'A user with this email address has already been registered');
export const userNotFound = (): AuthError => notFound('user_not_found', 'User not found');
export const userBanned = (): AuthError => forbidden('user_banned', 'User is banned');
export const otpExpired = (): AuthError =>
  forbidden('otp_expired', 'Token has expired or is invalid');
export const requestRateLimited = (): AuthError =>
  tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
export const refreshTokenNotFound = (): AuthError =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
export const refreshTokenAlreadyUsed = (): AuthError =>
  badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
export const sessionNotFound = (): AuthError =>
  forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
export const notAdmin = (): AuthError => forbidden('not_admin', 'User not allowed');
