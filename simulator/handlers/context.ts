import type { Simulator } from '../core/simulator';
import type { SessionRecord, UserRecord } from '../db/schemas';

/** What a call's implementation gets: the simulator and the request, already identified. */
export interface CallContext {
  sim: Simulator;
  request: Request;
  query: URLSearchParams;
  /** Path parameters named as in the call table (":hubSerial" -> hubSerial). */
  params: Record<string, string>;
}

export interface AuthedContext extends CallContext {
  user: UserRecord;
  session: SessionRecord;
}

export type CallHandler = (ctx: CallContext) => Response | Promise<Response>;
