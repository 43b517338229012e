import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { zwaveModel } from '../zwave/nodes';
import { formatStepModels, stepModels } from './stepModels';

describe('the device models a step may name (scenario:check --models)', () => {
  it('are the Z-Wave models the steps look up: no doorbell, no add-on switch that never joins', () => {
    const names = stepModels().map(({ model }) => model);
    expect(names).toContain('Ecolink Door/Window Sensor');
    expect(names).toContain('Yale Assure Lock SL');
    expect(names).not.toContain('Ring Video Doorbell Pro 2');
    expect(names).not.toContain('Enbrighten Add-On Switch');
    expect(stepModels().every(({ model, modelNumber }) => zwaveModel(model) !== undefined && zwaveModel(modelNumber.toLowerCase()) !== undefined)).toBe(true);
  });

  it('are listed in docs/scenarios.md, Device models, as the tool prints them', () => {
    const docs = readFileSync('docs/scenarios.md', 'utf8');
    const table = /\| model \| number \| type \|\n\|---\|---\|---\|\n((?:\|.*\|\n)+)/.exec(docs)?.[1] ?? '';
    const rows = table.trim().split('\n').map((row) => row.split('|').slice(1, -1).map((cell) => cell.trim()));
    expect(rows).toEqual(stepModels().map(({ model, modelNumber, type }) => [model, modelNumber, type]));
    expect(formatStepModels().split('\n')).toHaveLength(rows.length);
  });
});
