/** Sign-in texts (spec 01 §2, §5). */

export const signIn = {
  title: 'Sign in',
  email: 'Email Address',
  password: 'Password',
  submit: 'Sign in',
  failed: 'Invalid Username or Password',
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  demoAccounts: 'Demo accounts',
  useAccount: (label: string) => `Use ${label}`,
} as const;
