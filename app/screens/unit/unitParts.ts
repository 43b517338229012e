/**
 * What the unit screen opens on a tap: its dialogs and the pairing page. Loaded apart from the
 * screen, once it has drawn its answers (unitPartsCode.ts, decision 0530), so a reloaded unit
 * screen's largest paint does not wait for their code.
 */
export { DoorCodeSyncDialog } from '../../features/door-codes/DoorCodeSyncDialog';
export { HubPowerDialog } from '../../features/hub-admin/HubPowerDialog';
export { TransferPermissionsDialog } from '../../features/hub-admin/TransferPermissionsDialog';
export { RemoveHubDialog } from '../../features/hub-removal/RemoveHubDialog';
export { LockThrowDialog } from '../../features/lock-throw/LockThrowDialog';
export { PairingPage } from '../../features/pairing/PairingPage';
export { RingDialog } from '../../features/ring/RingDialog';
export { CommunityInfoFor } from '../../features/units/CommunityInfoFor';
export { UnitInfoDialog } from '../../features/units/UnitInfoDialog';
export { ResetControllerDialog } from '../../ui/ResetControllerDialog';
