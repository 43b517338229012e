/**
 * The unit list answer (`unitListAnswerSchema`) checked by hand: zod took about 25 ms of the
 * 2000-unit list's way from answer to paint on a laptop, four times that on a slow phone, and a
 * plain walk over the same fields takes a few (issue 17). It accepts and returns what the zod
 * schema does (app/api/unitListCheck.test.ts holds them side by side) and names the first field
 * that is wrong, as zod's issue path would.
 */
import { isRecord, type ValueCheck } from '../lib/valueCheck';
import { deviceToInstallTypes, type DeviceToInstall, type InstallerPreviewData, type Resident, type Unit } from './schemas';

type Path = ReadonlyArray<PropertyKey>;

class Refused extends Error {
  constructor(
    readonly path: Path,
    readonly expected: string,
  ) {
    super(expected);
  }
}

// Each reader gets the path of the object it reads from and its own key: the path is built only for
// a refusal, as 2000 units hold some 40000 fields.
type Reader<T> = (value: unknown, at: Path, key: PropertyKey) => T;

function record(value: unknown, path: Path): Record<string, unknown> {
  if (!isRecord(value)) throw new Refused(path, 'an object');
  return value;
}

const text: Reader<string> = (value, at, key) => {
  if (typeof value !== 'string') throw new Refused([...at, key], 'a string');
  return value;
};

const flag: Reader<boolean> = (value, at, key) => {
  if (typeof value !== 'boolean') throw new Refused([...at, key], 'a boolean');
  return value;
};

const integer: Reader<number> = (value, at, key) => {
  if (!Number.isSafeInteger(value)) throw new Refused([...at, key], 'an integer');
  return value as number;
};

/** zod's `.nullish()`: null and undefined pass as they are. */
function nullish<T>(read: Reader<T>): Reader<T | null | undefined> {
  return (value, at, key) => (value === null || value === undefined ? value : read(value, at, key));
}

/** zod's `z.array(...).default([])`: a missing array reads as empty. */
function list<T>(read: (item: unknown, path: Path) => T): Reader<T[]> {
  return (value, at, key) => {
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw new Refused([...at, key], 'an array');
    const path = [...at, key];
    return value.map((item, index) => read(item, [...path, index]));
  };
}

const optionalText = nullish(text);
const optionalFlag = nullish(flag);
const DEVICE_TYPES: ReadonlySet<unknown> = new Set(deviceToInstallTypes);

function readResident(value: unknown, path: Path): Resident {
  const resident = record(value, path);
  return {
    firstName: optionalText(resident.firstName, path, 'firstName'),
    lastName: optionalText(resident.lastName, path, 'lastName'),
    email: optionalText(resident.email, path, 'email'),
  };
}

const deviceType: Reader<DeviceToInstall['deviceType']> = (value, at, key) => {
  if (!DEVICE_TYPES.has(value)) throw new Refused([...at, key], `one of ${deviceToInstallTypes.join(', ')}`);
  return value as DeviceToInstall['deviceType'];
};

function readDevice(value: unknown, path: Path): DeviceToInstall {
  const device = record(value, path);
  return {
    id: text(device.id, path, 'id'),
    name: optionalText(device.name, path, 'name'),
    model: text(device.model, path, 'model'),
    modelNumber: optionalText(device.modelNumber, path, 'modelNumber'),
    quantity: integer(device.quantity, path, 'quantity'),
    deviceType: deviceType(device.deviceType, path, 'deviceType'),
    wtField: optionalText(device.wtField, path, 'wtField'),
    sensorReadings: optionalText(device.sensorReadings, path, 'sensorReadings'),
  };
}

const residents = list(readResident);
const devices = list(readDevice);

function readPreview(value: unknown, path: Path): InstallerPreviewData {
  const preview = record(value, path);
  return {
    notes: optionalText(preview.notes, path, 'notes'),
    hubLocation: optionalText(preview.hubLocation, path, 'hubLocation'),
    pteNotes: optionalText(preview.pteNotes, path, 'pteNotes'),
    pte: optionalFlag(preview.pte, path, 'pte'),
    specialHandling: optionalFlag(preview.specialHandling, path, 'specialHandling'),
    scheduledDate: optionalText(preview.scheduledDate, path, 'scheduledDate'),
    workType: optionalText(preview.workType, path, 'workType'),
    arrivalWindow: optionalText(preview.arrivalWindow, path, 'arrivalWindow'),
    workTicketStatus: optionalText(preview.workTicketStatus, path, 'workTicketStatus'),
    devicesToBeInstalled: devices(preview.devicesToBeInstalled, path, 'devicesToBeInstalled'),
  };
}

const optionalPreview = nullish((value, at, key) => readPreview(value, [...at, key]));

function readUnit(value: unknown, path: Path): Unit {
  const unit = record(value, path);
  return {
    id: integer(unit.id, path, 'id'),
    uid: text(unit.uid, path, 'uid'),
    unit: text(unit.unit, path, 'unit'),
    communityId: text(unit.communityId, path, 'communityId'),
    communityName: text(unit.communityName, path, 'communityName'),
    gatewayId: optionalText(unit.gatewayId, path, 'gatewayId'),
    hub_serial: optionalText(unit.hub_serial, path, 'hub_serial'),
    permission: flag(unit.permission, path, 'permission'),
    role: optionalText(unit.role, path, 'role'),
    residents: residents(unit.residents, path, 'residents'),
    installerPreviewData: optionalPreview(unit.installerPreviewData, path, 'installerPreviewData'),
  };
}

function readAnswer(value: unknown): { results: Unit[] } {
  const answer = record(value, []);
  if (!Array.isArray(answer.results)) throw new Refused(['results'], 'an array');
  return { results: answer.results.map((unit, index) => readUnit(unit, ['results', index])) };
}

/** unitListAnswerSchema by hand. */
export const unitListAnswerCheck: ValueCheck<{ results: Unit[] }> = {
  safeParse(value) {
    try {
      return { success: true, data: readAnswer(value) };
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      return { success: false, error: { issues: [{ path: error.path, message: `expected ${error.expected}` }] } };
    }
  },
};
