import type { HubChoice } from './hubChoice';

/** The hub choice, each option naming the hub's unit. */
export function HubOptions({ id, hubs, serial, choose }: { id: string; hubs: readonly HubChoice[]; serial: string; choose: (serial: string) => void }) {
  return (
    <select id={id} value={serial} onChange={(event) => choose(event.target.value)}>
      {hubs.map((hub) => (
        <option key={hub.serial} value={hub.serial}>
          {hub.label}
        </option>
      ))}
    </select>
  );
}
