// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startNodeSimulator, type NodeSimulator } from '../node';
import { InjectSection } from './InjectSection';
import { PhysicalSection } from './PhysicalSection';
import { ScenarioSection } from './ScenarioSection';
import { panelTexts } from './texts';

let sim: NodeSimulator;
beforeEach(async () => {
  sim = await startNodeSimulator({ scenario: 'default' });
  sim.control.clock.pause();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  sim.close();
});

const t = panelTexts.inject;
const hubSelect = () => screen.getByLabelText(t.hub) as HTMLSelectElement;
const inject = () => render(<InjectSection control={sim.control} />);

describe('the hub choice of Inject now', () => {
  it('names each hub\'s unit', () => {
    inject();
    const options = within(hubSelect()).getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('HB2-1000104 · Unit 104');
    expect(options.every((text) => /^HB2-\d+ · Unit \S+$/.test(text ?? ''))).toBe(true);
  });

  it('keeps the hub chosen through a reload (the panel mounted again)', () => {
    const first = inject();
    const [, second] = within(hubSelect()).getAllByRole('option') as HTMLOptionElement[];
    fireEvent.change(hubSelect(), { target: { value: second!.value } });
    first.unmount();
    inject();
    expect(hubSelect().value).toBe(second!.value);
  });

  it('starts at the hub of the unit on the app\'s screen, not the first of the list (issue 39)', () => {
    const hubs = sim.control.db.list('hubs').filter((hub) => hub.addressId !== null).map((hub) => ({ serial: String(hub.hub_serial_number), addressId: Number(hub.addressId) })).sort((a, b) => a.serial.localeCompare(b.serial));
    const last = hubs.at(-1)!;
    window.history.pushState({}, '', `/community/c/unit/${last.addressId}/devices`);
    try {
      inject();
      expect(hubSelect().value).toBe(last.serial);
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});

describe('the sensor choice of Physical steps', () => {
  it('starts at a sensor of the unit on the app\'s screen (issue 39)', async () => {
    const first = sim.control.devices.sensors()[0]!;
    // A second unit with a sensor, later in the list than the first's.
    const other = sim.control.db.list('hubs').filter((hub) => hub.addressId !== null && String(hub.hub_serial_number) > first.serial).sort((a, b) => Number(a.addressId) - Number(b.addressId))[0]!;
    await sim.control.db.update('devices', { uid: 'dev-1004-door' }, { gatewayId: other.gateway_id });
    window.history.pushState({}, '', `/community/c/unit/${String(other.addressId)}`);
    try {
      render(<PhysicalSection control={sim.control} />);
      expect((screen.getByLabelText(panelTexts.physical.sensor) as HTMLSelectElement).value).toBe('dev-1004-door');
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});

describe('Fail its next inclusion', () => {
  const failFor = async (serial: string) => {
    inject();
    fireEvent.change(hubSelect(), { target: { value: serial } });
    fireEvent.click(screen.getByRole('button', { name: t.failInclusion }));
    return screen.findByText(/^The next inclusion of/, { selector: '[role="status"]' });
  };

  it('says when the unit has nothing left to install', async () => {
    expect((await failFor('HB2-1000104')).textContent).toContain(t.nothingToInstall('104'));
  });

  it('says nothing of it when a device waits to be installed', async () => {
    const unit = sim.control.db.list('units').find((candidate) => ((candidate.installerPreviewData as { devicesToBeInstalled?: unknown[] } | null)?.devicesToBeInstalled?.length ?? 0) > 0 && candidate.hub_serial);
    // Its devices not paired yet: the first still waits to be installed.
    sim.control.db.remove('devices', { gatewayId: unit?.gatewayId });
    expect((await failFor(String(unit?.hub_serial))).textContent).not.toContain('nothing left to install');
  });
});

describe('the scenario picker', () => {
  it('shows the chosen scenario\'s description before it is started', () => {
    const reload = vi.fn();
    render(<ScenarioSection control={sim.control} reload={reload} />);
    fireEvent.change(screen.getByLabelText(panelTexts.scenario.pick), { target: { value: 'fast-clock' } });
    const description = sim.control.scenarioDescription('fast-clock');
    expect(description).toMatch(/\w/);
    expect(screen.getByTestId('sim-panel-scenario-choice').textContent).toBe(panelTexts.scenario.about('fast-clock', description!));
    expect(reload).not.toHaveBeenCalled();
  });
});
