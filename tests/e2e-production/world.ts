import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { productionNetwork } from '../../playwright.production.config';
import type { Logged } from '../../simulator/handlers/contractLog';
import { assertConforms } from '../e2e/support/contractListener';

/**
 * Each test gets a world of its own on the one simulator server the workers share (decision
 * 0297): its browser context carries the world's key on every request and stream upgrade, and
 * `world.control` drives that world only. Ended after the test, once what it was sent and
 * answered has been checked against the contract (decision 0334).
 */
export interface TestWorld {
  id: string;
  key: string;
  control<R>(call: string, ...args: unknown[]): Promise<R>;
}

export async function controlCall<R>(request: APIRequestContext, world: string | undefined, call: string, ...args: unknown[]): Promise<R> {
  const response = await request.post(`${productionNetwork.simulatorUrl}/__simulator/control`, {
    data: { call, args, world },
    headers: { Authorization: `Bearer ${productionNetwork.controlToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: R }).result;
}

export const test = base.extend<{ world: TestWorld }>({
  world: async ({ request, context }, provide, testInfo) => {
    const { id, key } = await controlCall<{ id: string; key: string }>(request, undefined, 'worlds.create', testInfo.title.slice(0, 60));
    await context.setExtraHTTPHeaders({ 'X-Simulator-World': key });
    await provide({ id, key, control: (call, ...args) => controlCall(request, id, call, ...args) });
    // The server (started with --contract-log) kept what this world was sent and answered (decision 0334).
    const logged = await controlCall<Logged[] | null>(request, undefined, 'worlds.contractLog', id);
    await controlCall(request, undefined, 'worlds.end', id);
    await assertConforms(logged ?? [], `the simulator server's world ${id}`);
  },
});
