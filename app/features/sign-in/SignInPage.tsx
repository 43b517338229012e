import { useState, type FormEvent } from 'react';
import { env } from '../../config/env';
import { useSignIn } from '../../data/useSignIn';
import { missingFields, rejectionApplies, signInFailureText, type Credentials } from '../../domain/signInForm';
import { signIn as signInTexts } from '../../domain/texts/auth';
import { Column } from '../../ui/Column';
import { PlainAlert } from '../../ui/PlainAlert';
import { PlainTextField } from '../../ui/PlainTextField';
import { DemoAccounts } from './DemoAccounts';
import './signIn.css';

/**
 * The first screen a phone on a weak signal loads: plain elements styled like the MUI theme
 * (app/ui/plain.css), so it renders without MUI, the query client, zod or the other screens
 * (issue 17). Texts come from the sign-in catalogue itself, not the index of every catalogue.
 */
export function SignInPage() {
  const [form, setForm] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState(false);
  const { signIn, isPending, refused } = useSignIn();

  const missing = missingFields(form, touched);
  const rejected = rejectionApplies(refused, form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (form.email.trim() === '' || form.password === '') return;
    signIn(form);
  };

  return (
    <Column>
      <form noValidate onSubmit={submit} className="sign-in">
        <h1 className="plain-h5">{env.productName}</h1>
        <p className="plain-subtitle">{signInTexts.title}</p>
        {rejected && <PlainAlert severity="error">{signInFailureText()}</PlainAlert>}
        <PlainTextField
          label={signInTexts.email}
          type="email"
          autoComplete="username"
          required
          value={form.email}
          error={missing.email ? signInTexts.emailRequired : undefined}
          onChange={(event) => setForm((current) => ({ ...current, email: event.target.value }))}
        />
        <PlainTextField
          label={signInTexts.password}
          type="password"
          autoComplete="current-password"
          required
          value={form.password}
          error={missing.password ? signInTexts.passwordRequired : undefined}
          onChange={(event) => setForm((current) => ({ ...current, password: event.target.value }))}
        />
        <button type="submit" className="plain-button" disabled={isPending}>
          {isPending && <span className="plain-spinner" aria-hidden />}
          {signInTexts.submit}
        </button>
        <DemoAccounts accounts={env.demoAccounts} onUse={(account) => setForm({ email: account.email, password: account.password })} />
      </form>
    </Column>
  );
}
