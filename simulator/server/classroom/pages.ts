/**
 * The classroom's own pages: where a trainee gives their name (and the class code), and the
 * trainer console. Plain HTML from the server, styled like the trainer panel so neither reads as
 * the product; the console's behaviour is a script of its own (browser/consoleScript.ts).
 */
import { consoleChoices } from './consoleActions';
import { consoleTexts } from './consoleTexts';
import { joinTexts } from './joinTexts';
import { RRWEB_SCRIPT_PATH, RRWEB_STYLE_PATH } from './recordings';

export const CONSOLE_SCRIPT_PATH = '/__classroom/console.js';
export const DEBRIEF_SCRIPT_PATH = '/__classroom/debrief.js';

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
  /* The console: at 1280×800 thirty trainees show at once as tiles; a tile opens its details on demand. */
  main.wide { max-width: none; padding: 8px 12px; }
  .title { display: flex; gap: 8px; align-items: baseline; } .title h1 { margin: 0 0 4px; }
  .tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: 6px; margin: 6px 0; }
  .tile { background: #2a3342; border-radius: 6px; padding: 5px 8px; font-size: .8rem; line-height: 1.3; border-left: 4px solid #566378; min-width: 0; }
  .tile h2 { font-size: .9rem; margin: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .tile .line { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .tile button { padding: 1px 6px; margin: 1px 2px 0 0; font-size: .8rem; }
  .tile.needs-help { border-left-color: #ff8a7a; } .tile.open { grid-column: 1 / -1; font-size: .9rem; }
  .signal { display: inline-block; border-radius: 3px; padding: 0 4px; margin-right: 3px; background: #ffb4a9; color: #1d2430; font-weight: 600; }
  .signal.hand { background: #f0b429; }
  .card .muted, .tile .muted { font-size: .8rem; }
  /* The debrief at 1280×800: the replayed phone screen beside its world's events, both in view. */
  .debrief { display: grid; grid-template-columns: minmax(0, 1fr) minmax(280px, 30%); gap: 12px; height: calc(100vh - 60px); }
  .replay { display: flex; flex-direction: column; min-height: 0; }
  .stage { flex: 1; min-height: 0; display: flex; justify-content: center; align-items: flex-start; background: #11161f; border-radius: 6px; overflow: hidden; }
  .frame { overflow: hidden; } .replayer-wrapper iframe { border: 0; background: #fff; }
  .bar { display: flex; gap: 6px; align-items: center; margin-top: 6px; } .bar input[type=range] { flex: 1; }
  .bar button[aria-pressed=true] { outline: 2px solid #f3f5f8; }
  .events { overflow-y: auto; max-height: calc(100vh - 110px); margin: 0; padding: 4px 4px 4px 24px; background: #2a3342; border-radius: 6px; font-size: .85rem; }
  .events li { color: #8897ab; cursor: pointer; padding: 1px 4px; } .events li.passed { color: #f3f5f8; } .events li.fault { color: #ffb4a9; }
  .events li.current { background: #f0b429; color: #1d2430; }
  @media print { body { background: #fff; color: #000; } .no-print { display: none !important; } .card { background: none; } }
`;

function page(title: string, body: string, status = 200, headers: Record<string, string> = {}, mainClass = ''): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main class="${mainClass}">${body}</main></body></html>`;
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

export function consolePage(): Response {
  const choices = JSON.stringify(consoleChoices()).replace(/</g, '\\u003c');
  return page(
    consoleTexts.title,
    `<div class="title no-print"><span class="badge">Simulator</span><h1>${consoleTexts.title}</h1></div><div id="console"><p class="muted">${consoleTexts.noToken}</p></div>
     <script type="application/json" id="console-choices">${choices}</script><script type="module" src="${CONSOLE_SCRIPT_PATH}"></script>`,
    200,
    {},
    'wide',
  );
}

/** A trainee's run replayed (issue 39): the script reads the token and the trainee from the fragment. */
export function debriefPage(): Response {
  return page(
    consoleTexts.debrief,
    `<div class="title"><span class="badge">Simulator</span><h1 id="debrief-title">${consoleTexts.debrief}</h1></div><div id="debrief"><p class="muted">${consoleTexts.noToken}</p></div>
     <link rel="stylesheet" href="${RRWEB_STYLE_PATH}"><script src="${RRWEB_SCRIPT_PATH}"></script><script type="module" src="${DEBRIEF_SCRIPT_PATH}"></script>`,
    200,
    {},
    'wide',
  );
}
