import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { api } from '../../api';
import { env } from '../../config/env';
import { useRuntime } from '../../config/RuntimeContext';
import { useSession } from '../../data/sessionStore';
import { useSingleMutation } from '../../data/useSingleMutation';
import { signInFailureText } from '../../domain/errorMessages';
import { missingFields, rejectionApplies, type Credentials } from '../../domain/signInForm';
import { texts } from '../../domain/texts';
import { Column } from '../../ui/Column';
import { DemoAccounts } from './DemoAccounts';

export function SignInPage() {
  const { demoAccounts } = useRuntime();
  const start = useSession((state) => state.start);
  const [form, setForm] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState(false);

  const signIn = useSingleMutation({
    mutationKey: ['signIn'],
    mutationFn: ({ email, password }: Credentials) => api.auth.login(email.trim(), password),
    // The session guard around this page then leads on (to where the installer was sent from).
    onSuccess: start,
  });

  const missing = missingFields(form, touched);
  const rejected = signIn.isError && rejectionApplies(signIn.variables, form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (form.email.trim() === '' || form.password === '' || signIn.isPending) return;
    signIn.mutate(form);
  };

  return (
    <Column>
      <Box component="form" noValidate onSubmit={submit} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {env.productName}
        </Typography>
        <Typography variant="subtitle1" component="p" color="text.secondary">
          {texts.signIn.title}
        </Typography>
        {rejected && <Alert severity="error">{signInFailureText()}</Alert>}
        <TextField
          label={texts.signIn.email}
          type="email"
          autoComplete="username"
          required
          value={form.email}
          error={missing.email}
          helperText={missing.email ? texts.signIn.emailRequired : undefined}
          onChange={(event) => setForm((current) => ({ ...current, email: event.target.value }))}
        />
        <TextField
          label={texts.signIn.password}
          type="password"
          autoComplete="current-password"
          required
          value={form.password}
          error={missing.password}
          helperText={missing.password ? texts.signIn.passwordRequired : undefined}
          onChange={(event) => setForm((current) => ({ ...current, password: event.target.value }))}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={signIn.isPending}
          startIcon={signIn.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {texts.signIn.submit}
        </Button>
        <DemoAccounts accounts={demoAccounts} onUse={(account) => setForm({ email: account.email, password: account.password })} />
      </Box>
    </Column>
  );
}
