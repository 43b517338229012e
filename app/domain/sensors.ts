/**
 * Sensor rules of spec 01 §4 and 02 §2, on the readings a live device reports. Each answers
 * null when the device has not reported the reading yet, so screens can tell "unknown" apart.
 */
import type { LiveDevice, SensorReading } from '../api/schemas';

type Readings = readonly SensorReading[];

/** The latest reading of a type (devices may report a type more than once). */
export function latestReading(sensors: Readings, sensorType: string): SensorReading | undefined {
  const matching = sensors.filter((sensor) => sensor.sensorType === sensorType);
  return matching.reduce<SensorReading | undefined>((latest, sensor) => {
    if (!latest) return sensor;
    return timeOf(sensor) > timeOf(latest) ? sensor : latest;
  }, undefined);
}

function timeOf(sensor: SensorReading): number {
  const time = sensor.timeIssued ? Date.parse(sensor.timeIssued) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function isTrue(value: string | null | undefined): boolean {
  return ['true', 'on', '1'].includes((value ?? '').trim().toLowerCase());
}

/** A DoorLocked reading of 'True' means locked. */
export function isLocked(sensors: Readings): boolean | null {
  const reading = latestReading(sensors, 'DoorLocked');
  return reading ? isTrue(reading.value) : null;
}

export function isSwitchedOn(sensors: Readings): boolean | null {
  const reading = latestReading(sensors, 'Switch');
  return reading ? isTrue(reading.value) : null;
}

/** A contact sensor reports through DoorLocked too: 'True' is closed. */
export function isOpen(sensors: Readings): boolean | null {
  const locked = isLocked(sensors);
  return locked === null ? null : !locked;
}

export function isWet(sensors: Readings): boolean | null {
  const reading = latestReading(sensors, 'BinarySensorWater');
  return reading ? isTrue(reading.value) : null;
}

/** Motion is detected when the motion time is later than the disturbance-reset time, or no reset exists. */
export function motionDetected(sensors: Readings): boolean | null {
  const motion = latestReading(sensors, 'Motion');
  if (!motion) return null;
  const reset = latestReading(sensors, 'DisturbanceReset');
  if (!reset) return true;
  return timeOf(motion) > timeOf(reset);
}

export type BinarySensorKind = 'leak' | 'motion' | 'contact';

/** Work-ticket fields that name a sensor's kind when it has not reported a reading yet. */
const kindByWtField: Record<string, BinarySensorKind> = {
  Leak_Sensor_Qty__c: 'leak',
  Motion_Sensor_Qty__c: 'motion',
  Door_Window_Sensor_Qty__c: 'contact',
};

/** What a binary sensor senses: from its readings, else from its catalogue metadata. */
export function binarySensorKind(device: Pick<LiveDevice, 'sensors' | 'device_metadata' | 'sensor_readings'>): BinarySensorKind | null {
  const types = new Set(device.sensors.map((sensor) => sensor.sensorType));
  if (types.has('BinarySensorWater')) return 'leak';
  if (types.has('Motion') || types.has('DisturbanceReset')) return 'motion';
  if (types.has('DoorLocked')) return 'contact';
  for (const metadata of device.device_metadata) {
    const kind = metadata.wtField ? kindByWtField[metadata.wtField] : undefined;
    if (kind) return kind;
    if (metadata.sensorReadings) return 'contact';
  }
  return device.sensor_readings ? 'contact' : null;
}
