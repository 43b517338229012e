/** The typed API: every call of both specification documents, grouped by domain. */
import { authApi } from './auth';
import { communitiesApi } from './communities';
import { devicesApi } from './devices';
import { doorCodesApi } from './doorCodes';
import { hubsApi } from './hubs';
import { nestApi } from './nest';
import { pairingSupportApi } from './pairingSupport';
import { ringApi } from './ring';
import { unitsApi } from './units';
import { workTicketsApi } from './workTickets';

export const api = {
  auth: authApi,
  communities: communitiesApi,
  units: unitsApi,
  workTickets: workTicketsApi,
  hubs: hubsApi,
  devices: devicesApi,
  nest: nestApi,
  pairing: pairingSupportApi,
  doorCodes: doorCodesApi,
  ring: ringApi,
};
