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
