#!/usr/bin/env node
// @ts-check
/**
 * npm run bench:classroom [-- --trainees 30] [--data-dir DIR (the worlds kept there, as a class keeps them)]: 30 simulated trainees through the first-install
 * exercise on one classroom server over real HTTP and WebSocket on loopback
 * (tests/bench/classroom/classroomLoad.ts). Bounded: at most 60 trainees, and it gives up after
 * three minutes. Fails when a call's p95 is over 100 ms, a trainee did not finish, or one saw
 * another's data.
 */
import { cpus, loadavg } from 'node:os';
import { readOptions } from '../lib/cliOptions.mjs';
import { scriptVite } from '../lib/scriptVite.mjs';

const P95_LIMIT_MS = 100;
const TIME_LIMIT_MS = 180_000;
const { values } = readOptions({ options: { trainees: { type: 'string', default: '30' }, 'data-dir': { type: 'string' } } });
const trainees = Math.min(60, Math.max(1, Number(values.trainees) || 30));

const vite = await scriptVite('simulator');
const { runClassroomBench } = await vite.ssrLoadModule('/tests/bench/classroom/classroomLoad.ts');
const timeout = setTimeout(() => {
  console.error(`The classroom bench took longer than ${TIME_LIMIT_MS / 1000} s: stopped.`);
  process.exit(1);
}, TIME_LIMIT_MS);
const result = await runClassroomBench(trainees, values['data-dir']);
clearTimeout(timeout);
await vite.close();

const f = (/** @type {number} */ value, digits = 1) => value.toFixed(digits);
console.log(`Classroom bench: ${result.trainees} trainees, ${result.finished} finished the first-install exercise in ${f(result.wallSeconds)} s
  API calls:        ${result.calls}, p50 ${f(result.p50Ms)} ms, p95 ${f(result.p95Ms)} ms, max ${f(result.maxMs)} ms
  Stream messages:  ${result.streamMessages} timed, p95 ${f(result.streamP95Ms)} ms (push through the control API to the trainee's socket)
  Memory per world: ${f(result.heapPerWorldMb)} MB heap (the process: ${f(result.rssWithWorldsMb, 0)} MB RSS with ${result.trainees} worlds)
  CPU:              ${f(result.cpuPercent)} % of one core (server and trainees in one process)
  Machine load:     ${(loadavg()[0] ?? 0).toFixed(1)} (1-minute average) on ${cpus().length} cores: above the core count, the latencies measure the queue for the CPU
  Isolation:        ${result.leaks.length === 0 ? 'no trainee saw another\'s data' : result.leaks.join('; ')}`);
const failed = result.leaks.length > 0 || result.finished < result.trainees || result.p95Ms > P95_LIMIT_MS || result.streamP95Ms > P95_LIMIT_MS;
process.exit(failed ? 1 : 0);
