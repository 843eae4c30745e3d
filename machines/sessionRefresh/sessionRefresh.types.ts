export type SessionRefreshEvent = { type: 'refresh.request'; pathname: string; isNewUser: boolean };

export interface SessionRefreshInput {
  /** The session was just made by signing in: it counts as a refresh that just happened. */
  justRefreshed?: boolean;
}

export interface SessionRefreshContext {
  /** Failed refreshes in a row. */
  failures: number;
  justRefreshed: boolean;
}

/** Refreshes that fail in a row before the machine cools down. */
export const REFRESH_FAILURE_LIMIT = 3;
