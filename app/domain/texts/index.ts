/**
 * Every text the specification quotes, shared by screens and tests: one module per domain,
 * gathered here so there is one import. Functions stand for texts with placeholders.
 */
import { signIn } from './auth';
import { communities } from './communities';
import { deviceDetail, deviceMenu, deviceStatus } from './devices';
import { doorCodes } from './doorCodes';
import { errorPage, errors, errorView } from './errors';
import { assignHub, removeHub } from './hubAssignment';
import { hub, hubMenu, hubPower } from './hubs';
import { lockTasks } from './lockTasks';
import { lockThrow } from './lockThrow';
import { nav } from './nav';
import { nest } from './nest';
import { pairing } from './pairing';
import { ring } from './ring';
import { unitDetail } from './unitDetail';
import { info, pendingTicket, units } from './units';
import { finish } from './workTicket';
import { yale } from './yale';

export const texts = {
  signIn,
  errorPage,
  errorView,
  unitDetail,
  lockTasks,
  lockThrow,
  doorCodes,
  deviceStatus,
  nest,
  pairing,
  hub,
  hubPower,
  assignHub,
  removeHub,
  hubMenu,
  deviceMenu,
  deviceDetail,
  errors,
  nav,
  communities,
  units,
  info,
  finish,
  pendingTicket,
  ring,
  yale,
} as const;
