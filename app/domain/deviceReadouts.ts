/**
 * The device screen's read-outs by device type (spec 02 §2, the read-outs table): label, shown
 * value and helper text, from the readings a live device reports. Pure; `now` is the server's
 * (the phone's corrected by its skew, decision 0381), as the readings' times are.
 */
import type { LiveDevice, SensorReading } from '../api/schemas';
import { binarySensorKind, isLocked, isOpen, isSwitchedOn, isWet, latestReading, motionDetected } from './sensors';
import { texts } from './texts';

export interface Readout {
  label: string;
  value: string;
  helper?: string;
}

type Readings = readonly SensorReading[];

const labels = texts.deviceDetail.labels;
const values = texts.deviceDetail.values;

/** Thermostat temperatures are Fahrenheit: the presets 72 and 68 are (spec 02 §4, §9). */
export const TEMPERATURE_UNIT = 'F';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Spec 02 §9, 'Relative time cap'. */
const RELATIVE_AGE_CAP = 12 * HOUR;

/** The reading's value, or null when it has not been reported (or reported empty). */
function reported(sensors: Readings, sensorType: string): string | null {
  const value = latestReading(sensors, sensorType)?.value?.trim();
  return value ? value : null;
}

/** What a field shows for a reading it lacks: the device has reported nothing at all, or not this. */
function missing(sensors: Readings): string {
  return sensors.length === 0 ? values.waiting : values.notYetReported;
}

function shown(sensors: Readings, value: string | null): string {
  return value ?? missing(sensors);
}

function choose(sensors: Readings, state: boolean | null, yes: string, no: string): string {
  return state === null ? missing(sensors) : state ? yes : no;
}

/** 'N hour(s) N minute(s) ago', or 'More than 12 hours ago' at 12 hours or more. */
export function batteryReadingAge(timeIssued: string, now: number): string | null {
  const time = Date.parse(timeIssued);
  if (Number.isNaN(time)) return null;
  // A reading a little ahead of the estimated server time is "just now", not one in the future.
  const age = Math.max(0, now - time);
  if (age >= RELATIVE_AGE_CAP) return values.moreThan12Hours;
  return values.hoursMinutesAgo(Math.floor(age / HOUR), Math.floor((age % HOUR) / MINUTE));
}

/** A Z-Wave dimmer's level runs 0–99, 99 being full: 'Off' or '{value}, {percent}%'. */
export function dimmerState(value: string | null): string | null {
  if (value === null) return null;
  const level = Number(value);
  if (!Number.isFinite(level)) return value;
  if (level <= 0) return values.off;
  return values.dimmed(value, Math.round((Math.min(level, 99) / 99) * 100));
}

const percent = (value: string | null) => (value === null ? null : values.percent(value));
const degrees = (value: string | null) => (value === null ? null : values.degrees(value, TEMPERATURE_UNIT));

function battery(sensors: Readings): Readout {
  return { label: labels.batteryLevel, value: shown(sensors, percent(reported(sensors, 'BatteryLevel'))) };
}

function lockReadouts(device: LiveDevice): Readout[] {
  const { sensors, dcm } = device;
  const readouts = [{ label: labels.doorLockState, value: choose(sensors, isLocked(sensors), values.locked, values.unlocked) }, battery(sensors)];
  // Spec 02 §3, §9: codes are expected only from door-code module version 2.
  if (dcm && dcm.version > 1) {
    readouts.push({
      label: labels.doorCodes,
      value: values.codesSynced(String(dcm.codesSynced), String(dcm.codesExpected)),
      ...(dcm.masterCodeSynced ? { helper: values.masterCodeReset } : {}),
    });
  }
  return readouts;
}

/** Thermostat read-outs in the table's order; `optional` ones are left out when the reading is empty. */
const thermostatFields: Array<{ label: string; sensorType: string; format: (value: string | null) => string | null; optional: boolean }> = [
  { label: labels.mode, sensorType: 'ThermostatMode', format: (value) => value, optional: false },
  { label: labels.coolSetpoint, sensorType: 'ThermostatCoolSetpoint', format: degrees, optional: false },
  { label: labels.heatSetpoint, sensorType: 'ThermostatHeatSetpoint', format: degrees, optional: false },
  { label: labels.fanMode, sensorType: 'FanMode', format: (value) => value, optional: true },
  { label: labels.operatingState, sensorType: 'ThermostatOperatingState', format: (value) => value, optional: true },
  { label: labels.currentTemperature, sensorType: 'Temperature', format: degrees, optional: true },
  { label: labels.fanState, sensorType: 'FanState', format: (value) => value, optional: true },
  { label: labels.humidity, sensorType: 'Humidity', format: percent, optional: true },
  { label: labels.batteryLevel, sensorType: 'BatteryLevel', format: percent, optional: true },
];

function thermostatReadouts({ sensors }: LiveDevice): Readout[] {
  return thermostatFields.flatMap(({ label, sensorType, format, optional }) => {
    const value = format(reported(sensors, sensorType));
    if (value === null && optional) return [];
    return [{ label, value: shown(sensors, value) }];
  });
}

function sensorState(device: LiveDevice): string {
  const { sensors } = device;
  switch (binarySensorKind(device)) {
    case 'leak':
      return choose(sensors, isWet(sensors), values.waterDetected, values.dry);
    case 'motion':
      return choose(sensors, motionDetected(sensors), values.motionDetected, values.noMotion);
    case 'contact':
      return choose(sensors, isOpen(sensors), values.open, values.closed);
    case null:
      return missing(sensors);
  }
}

function binarySensorReadouts(device: LiveDevice, now: number): Readout[] {
  const { sensors } = device;
  const batteryTime = latestReading(sensors, 'BatteryLevel')?.timeIssued;
  return [
    { label: labels.sensorState, value: sensorState(device) },
    battery(sensors),
    { label: labels.lastBatteryReading, value: shown(sensors, batteryTime ? batteryReadingAge(batteryTime, now) : null) },
  ];
}

export function deviceReadouts(device: LiveDevice, now: number): Readout[] {
  const { sensors } = device;
  switch (device.deviceType) {
    case 'lock':
      return lockReadouts(device);
    case 'thermostat':
      return thermostatReadouts(device);
    case 'switch':
      return [{ label: labels.switchState, value: choose(sensors, isSwitchedOn(sensors), values.on, values.off) }];
    case 'dimmer':
      return [{ label: labels.dimmerState, value: shown(sensors, dimmerState(reported(sensors, 'Dimmer'))) }];
    case 'binary_sensor':
      return binarySensorReadouts(device, now);
    default:
      return [];
  }
}
