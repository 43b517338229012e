/**
 * Zod compiles its object parsers with `new Function` when it may, and probes whether it may by
 * trying once. Under the production build's Content-Security-Policy (no 'unsafe-eval') that probe
 * is refused and reported as a violation, although zod catches it (decision 0277). Turned off here,
 * in the first module the entry imports, before any schema exists.
 */
import { z } from 'zod';

z.config({ jitless: true });
