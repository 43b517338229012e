/**
 * The classroom's own pages: where a trainee gives their name (and the class code), and the
 * trainer console. Plain HTML from the server, styled like the trainer panel so neither reads as
 * the product; the console's behaviour is a script of its own (browser/consoleScript.ts).
 */
import { consoleChoices } from './consoleActions';
import { joinTexts } from './joinTexts';

export const CONSOLE_SCRIPT_PATH = '/__classroom/console.js';

const SECURITY_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
  body { font: 16px/1.4 system-ui, sans-serif; margin: 0; background: #1d2430; color: #f3f5f8; }
  main { max-width: 1100px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 1.3rem; } h2 { font-size: 1.05rem; margin: 0 0 6px; }
  label { display: block; margin: 10px 0 4px; }
  input, select, button { font: inherit; padding: 6px 10px; border-radius: 4px; border: 1px solid #8897ab; }
  /* A trainer may follow the class on a phone: nothing wider than the screen (360 px). */
  input, select { max-width: 100%; }
  .scroll { overflow-x: auto; }
  button { background: #f0b429; color: #1d2430; border: 0; cursor: pointer; margin: 2px; }
  .badge { display: inline-block; background: #f0b429; color: #1d2430; padding: 0 6px; border-radius: 3px; font-size: .8rem; }
  .error { color: #ffb4a9; } .muted { color: #b8c2d0; font-size: .9rem; }
  table { border-collapse: collapse; width: 100%; background: #fff; color: #111; }
  th, td { border: 1px solid #bbb; padding: 4px 6px; text-align: left; vertical-align: top; font-size: .9rem; }
  .card { background: #2a3342; border-radius: 6px; padding: 10px 12px; margin: 10px 0; }
  .met { color: #8ee08e; } .open { color: #b8c2d0; }
  ol, ul { margin: 4px 0; padding-left: 20px; }
  @media print { body { background: #fff; color: #000; } .no-print { display: none; } .card { background: none; } }
`;

function page(title: string, body: string, status = 200, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { ...SECURITY_HEADERS, ...headers } });
}

/** The join page; with a problem it answers 400 unless `status` says otherwise (429: too many tries). */
export function joinPage({ problem, name = '', status, headers }: { problem?: string; name?: string; status?: number; headers?: Record<string, string> }): Response {
  const code = `<label for="code">${joinTexts.code}</label><input id="code" name="code" autocomplete="off" required>`;
  const error = problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>` : '';
  return page(
    joinTexts.title,
    `<span class="badge">Simulator</span><h1>${joinTexts.title}</h1><p>${joinTexts.intro}</p>${error}
     <form method="post" action="/join"><label for="name">${joinTexts.name}</label><input id="name" name="name" maxlength="40" required value="${escapeHtml(name)}">${code}
     <p><button type="submit">${joinTexts.submit}</button></p></form><p class="muted">${joinTexts.signIn}</p>`,
    status ?? (problem ? 400 : 200),
    headers,
  );
}

export const consoleTexts = {
  title: 'Trainer console',
  noToken: 'Open the console with the address the classroom command printed (it ends with #token=…).',
} as const;

export function consolePage(): Response {
  const choices = JSON.stringify(consoleChoices()).replace(/</g, '\\u003c');
  return page(
    consoleTexts.title,
    `<span class="badge">Simulator</span><h1>${consoleTexts.title}</h1><div id="console" aria-live="polite"><p class="muted">${consoleTexts.noToken}</p></div>
     <script type="application/json" id="console-choices">${choices}</script><script type="module" src="${CONSOLE_SCRIPT_PATH}"></script>`,
  );
}
