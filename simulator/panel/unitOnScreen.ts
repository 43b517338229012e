/**
 * The unit on the app's screen, read from its address (/community/<id>/unit/<unit id>/…): the
 * panel and the classroom console offer that unit's hub and sensors first, not the first of a list
 * of 161 (issue 39).
 */
export function unitOnScreen(path: string | undefined): number | null {
  const id = /\/unit\/(\d+)(?:\/|$)/.exec(path ?? '')?.[1];
  return id === undefined ? null : Number(id);
}

/** The hub serial of the unit on screen, among hubs with the unit (address id) they are assigned to. */
export function hubOnScreen(path: string | undefined, hubs: ReadonlyArray<{ serial: string; addressId: number }>): string | null {
  const unit = unitOnScreen(path);
  return unit === null ? null : (hubs.find((hub) => hub.addressId === unit)?.serial ?? null);
}
