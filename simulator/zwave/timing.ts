/**
 * How long the simulated Z-Wave controller takes, in simulator milliseconds. Read from how a
 * Z-Wave Plus controller behaves (zwave-js, Silicon Labs host API guidance): the add/remove mode
 * is stopped by the controller after 60 s without a device; a network-wide inclusion finishes its
 * protocol part within a couple of seconds of the device's button press; the interview that
 * follows reads the device's command classes and current values in several seconds more.
 */
const SECOND = 1_000;

/** The hub acknowledges the cloud's start command with AddNode/RemoveNode Started. */
export const STARTED_AFTER_MS = 1 * SECOND;

/** The installer presses the device's button a few seconds after the app says so. */
export const DEVICE_PRESS_AFTER_MS = 5 * SECOND;

/** The controller leaves inclusion or exclusion mode by itself when no device was heard by then. */
export const CONTROLLER_TIMEOUT_MS = 60 * SECOND;

/** After the button press: each inclusion message, in the order the hub sends it. */
export const INCLUSION_AFTER_PRESS_MS = {
  protocolDone: 2 * SECOND,
  gettingNodeInfo: 3 * SECOND,
  detailedNodeTotals: 6 * SECOND,
  addNodeDone: 10 * SECOND,
  networkChanged: 11 * SECOND,
} as const;

/** After the button press: each exclusion message. */
export const EXCLUSION_AFTER_PRESS_MS = {
  removeNodeDone: 2 * SECOND,
  networkChanged: 3 * SECOND,
} as const;

/** A device with sensors reports its readings again this often (battery devices wake up hourly). */
export const SENSOR_REPORT_EVERY_MS = 60 * 60 * SECOND;
