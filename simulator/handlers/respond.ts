import { HttpResponse } from 'msw';

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status });
}

/** An error answer in the provider's shape: the app reads `message`. */
export function problem(status: number, message: string): Response {
  return json({ message }, status);
}
