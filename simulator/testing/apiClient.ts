/** Real fetch against a running simulator, shaped like the app's calls (tests only). */
import { fillPath, type CallName, type CallParams, calls } from '../../app/api/calls';
import { DEFAULT_NODE_BASE_URL, startNodeSimulator, type NodeSimulator } from '../node';
import { smallScenario } from './scenarios';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

export interface CallOptions {
  token?: string | null;
  query?: Record<string, string | number>;
  body?: unknown;
}

export async function callApi<N extends CallName>(name: N, params: CallParams<N>, options: CallOptions = {}): Promise<ApiAnswer> {
  const url = new URL(DEFAULT_NODE_BASE_URL + fillPath(name, params));
  Object.entries(options.query ?? {}).forEach(([key, value]) => url.searchParams.set(key, String(value)));
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Token ${options.token}`;
  const response = await fetch(url, {
    method: calls[name].method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export const installer = { email: 'installer@demo.test', password: 'install123' };
export const support = { email: 'support@demo.test', password: 'support123' };

export async function signIn(account: { email: string; password: string } = installer): Promise<string> {
  const answer = await callApi('auth.login', {}, { body: { ...account, applicationId: 'concierge' } });
  const token = (answer.body as { token?: unknown }).token;
  if (typeof token !== 'string') throw new Error(`Sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

/** A Node simulator of `scenario` (the small one by default) and an installer signed in to it. */
export async function signedInSimulator(scenario: object = smallScenario): Promise<{ sim: NodeSimulator; token: string }> {
  const sim = await startNodeSimulator({ scenario });
  return { sim, token: await signIn() };
}
