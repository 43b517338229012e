/**
 * The calls the simulator answers for real. Every other call in app/api/calls.ts still passes
 * the token check and then answers 501 naming itself (see ../pipeline.ts).
 */
import type { CallName } from '../../../app/api/calls';
import type { CallHandler } from '../context';
import { login, logout } from './auth';
import { getCommunity, listCommunities } from './communities';
import { getUnit, listUnits } from './units';
import { getWorkTicket } from './work-tickets';

export const implementedCalls: Partial<Record<CallName, CallHandler>> = {
  'auth.login': login,
  'auth.logout': logout,
  'communities.list': listCommunities,
  'communities.get': getCommunity,
  'units.list': listUnits,
  'units.get': getUnit,
  'workTickets.get': getWorkTicket,
};
