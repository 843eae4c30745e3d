export interface NotFoundRecoveryInput {
  pathname: string;
  search: string;
  hash: string;
}

export interface SetSessionInput {
  accessToken: string;
  refreshToken: string;
}

export interface NotFoundRecoveryContext {
  pathname: string;
  accessToken: string | null;
  refreshToken: string | null;
  email: string | null;
}

/** Recovery runs by itself; the page's buttons are plain links. */
export type NotFoundRecoveryEvent = { type: 'notFound.dismiss' };
