/**
 * The hub a panel section acts on. Each choice names the hub's unit ("HB2-1001204 · Unit 1204"):
 * a bare serial among 161 is easy to mistake. The choice is kept for the tab, so a reload (a
 * scenario start, the app's own) does not fall back to the first hub and send the next action to
 * the wrong one.
 */
import { useState } from 'react';
import type { SimulatorControl } from '../control/types';
import { useDataVersion, stillOffered } from './hooks';
import { panelTexts } from './texts';
import { hubOnScreen } from './unitOnScreen';

export interface HubChoice {
  serial: string;
  label: string;
  /** The unit's id (address id) the hub is assigned to. */
  addressId: number;
}

const KEY_PREFIX = 'simulator:panel-hub:';

/** Hubs assigned to a unit, by serial: those the app can reach. */
export function useAssignedHubs(control: SimulatorControl): HubChoice[] {
  // Read again at each render, and render again when the data may have changed: a hub assigned in the app shows up.
  useDataVersion(control);
  const unitNames = new Map(control.db.list('units').map((unit) => [Number(unit.id), String(unit.unit)]));
  return control.db.list('hubs').flatMap((hub) => {
    if (hub.addressId === null) return [];
    const serial = String(hub.hub_serial_number);
    const addressId = Number(hub.addressId);
    return [{ serial, addressId, label: panelTexts.hubChoice(serial, unitNames.get(addressId) ?? String(addressId)) }];
  }).sort((a, b) => a.serial.localeCompare(b.serial));
}

function readChoice(key: string): string {
  try {
    return sessionStorage.getItem(KEY_PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

function keepChoice(key: string, serial: string): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + key, serial);
  } catch {
    // A storage that refuses writes only means the choice is forgotten on a reload.
  }
}

/** The hubs offered, the one chosen (kept for the tab under `key`; until then the unit on screen's) and the way to choose another. */
export function useHubChoice(control: SimulatorControl, key: string) {
  const hubs = useAssignedHubs(control);
  const [picked, setPicked] = useState(() => readChoice(key));
  const serial = stillOffered(picked || (hubOnScreen(window.location.pathname, hubs) ?? ''), hubs.map((hub) => hub.serial));
  const choose = (next: string) => {
    setPicked(next);
    keepChoice(key, next);
  };
  return { hubs, serial, hub: hubs.find((hub) => hub.serial === serial), choose };
}
