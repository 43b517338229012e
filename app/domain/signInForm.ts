/** What the sign-in form shows (spec 01 §1): which messages apply to what is typed now. */
import { signIn } from './texts/auth';
export interface Credentials {
  email: string;
  password: string;
}

/** Required-field messages, once the installer has tried to sign in. */
export function missingFields(form: Credentials, submitted: boolean): { email: boolean; password: boolean } {
  return { email: submitted && form.email.trim() === '', password: submitted && form.password === '' };
}

/**
 * 'Invalid Username or Password' answers the credentials that were sent: once either field
 * differs from them it no longer applies (it would stand beside a required-field message).
 */
export function rejectionApplies(sent: Credentials | undefined, form: Credentials): boolean {
  return sent !== undefined && sent.email.trim() === form.email.trim() && sent.password === form.password;
}

/** Sign-in: any failure reads the same, so an attacker learns nothing. */
export function signInFailureText(): string {
  return signIn.failed;
}
