/**
 * The secrets an email link brings (spec section 8): a PKCE code, or the implicit flow's tokens.
 * The machines that open a session from a link (the auth callback and the password reset) keep
 * them until the session is made, and forget them at once after.
 */
export interface LinkSecrets {
  code: string | null;
  accessToken: string | null;
  refreshToken: string | null;
}

/** The link's secrets from a machine's context, as the session exchange reads them. */
export function linkSecretsOf({ context }: { context: LinkSecrets }): LinkSecrets {
  return {
    code: context.code,
    accessToken: context.accessToken,
    refreshToken: context.refreshToken,
  };
}

/** The context once the secrets are forgotten. */
export const NO_LINK_SECRETS: LinkSecrets = { code: null, accessToken: null, refreshToken: null };
