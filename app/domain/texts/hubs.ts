/** The HUB tab, the hub power screens and the hub menu (spec 01 §2, 02 §2, §4). */

export const hub = {
  serial: 'Hub Serial Number',
  gatewayId: 'Gateway ID',
  commandBroker: 'Command Broker',
  brokerIot: 'AWS IoT Core',
  brokerStream: 'Twilio Sync',
  commit: 'Build Commit Hash',
  branch: 'Branch',
  releaseGroup: 'Release Group',
  lastBoot: 'Last Boot Time',
  internetDelivery: 'Community Internet Delivery',
  ethernetIp: 'Ethernet IP',
  cellularIp: 'Cellular IP',
  cellularSignal: 'Cellular Signal Strength',
  signalPercent: (signal: string | number) => `${signal}%`,
  iccid: 'SIM ICCID',
  notAvailable: 'Not Available',
  empty: '—',
  lastHeartbeat: 'Last Heartbeat',
  minutesAgo: (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`,
  hoursMinutesAgo: (hours: number, minutes: number) =>
    `${hours} ${hours === 1 ? 'hour' : 'hours'} ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`,
  poorSignal: 'Poor cellular signal. The hub is on cellular only; connect it to ethernet or Wi-Fi, or move it where the signal is stronger.',
  poorSignalHelp: 'How to improve the signal',
  offline: 'Hub appears offline',
  offlineDetail: (minutes: number) => `No heartbeat for more than ${minutes} minutes. Check the hub's power and internet connection.`,
  offlineDevicesStale: 'The device states below are the last the hub reported and may be out of date.',
  loadFailed: 'The hub status could not be loaded.',
} as const;

export const hubPower = {
  doNotUnplug: 'DO NOT UNPLUG THE HUB!',
  updateTitle: 'Update Hub',
  rebootTitle: 'Reboot Hub',
  restartTitle: 'Restart Hub',
  processesUpdated: (done: number, total: number, percent: number) => `${done} of ${total} processes updated (${percent}%)`,
  processesRunning: (running: number, total: number) => `${running} of ${total} processes running`,
  fetching: 'Fetching data',
  notAnswering: (failed: number, limit: number) =>
    `The hub is not answering (${failed} of ${limit} checks failed). The last known progress is shown; the page reloads after ${limit} failed checks.`,
  rebootPercent: (percent: number) => `Rebooting: ${percent}%`,
  restartPercent: (percent: number) => `Restarting: ${percent}%`,
  rebootHub: 'Reboot hub',
  restartHub: 'Restart hub',
  rebootConfirmTitle: 'Reboot Hub?',
  rebootConfirmText: (minutes: number) =>
    `The hub powers off and starts again. It is offline for about ${minutes} minutes: its devices cannot be paired or controlled until it is back.`,
  rebootConfirm: 'Reboot',
  restartConfirmTitle: 'Restart Hub?',
  restartConfirmText: (seconds: number) => `The hub's software restarts. The hub is offline for about ${seconds} seconds.`,
  restartConfirm: 'Restart',
  cancel: 'Cancel',
} as const;

export const hubMenu = {
  repairNetwork: 'Repair Z-wave network',
  resetController: 'Reset controller',
  transferPermissions: 'Transfer permissions',
  resetTitle: 'Reset Controller?',
  resetText: 'This will remove every device that has been included.',
  reset: 'Reset',
  cancel: 'Cancel',
  transferTitle: 'Transfer permissions',
  transferText: "Enter the gateway ID of the unit's old hub. Its permissions move to the hub assigned now.",
  oldGatewayId: 'Old gateway ID',
  transfer: 'Transfer',
} as const;
