/** What the auth screens need to know of the current session before they show a form. */
export interface CurrentSessionOutput {
  signedIn: boolean;
}

export interface EmailInput {
  email: string;
}
