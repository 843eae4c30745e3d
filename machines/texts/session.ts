/**
 * The session's toast texts (spec section 8), kept apart from the rest of the catalogue
 * (messages.ts, which includes them as `messages.session`): the session machine runs on every
 * page, the home page included, and should not bring every screen's messages along.
 */
export const sessionMessages = {
  emailVerified: 'Email verified successfully!',
  loggedOut: 'Logged out successfully',
  sessionCleared: 'Session cleared. You have been logged out.',
} as const;
