import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState, type ReactNode } from 'react';
import type { Resident } from '../../api/schemas';
import {
  entryCheckOf,
  supportRemovalEnabled,
  supportRemovalStart,
  supportRemovalTransition,
  type SupportRemovalButton,
  type SupportRemovalEvent,
  type SupportRemovalStage,
  type SupportRemovalStageName,
} from '../../domain/supportRemoval';
import { perStage } from '../../domain/perStage';
import { texts } from '../../domain/texts';
import { copyToClipboard } from '../../lib/clipboard';
import { ConfirmStage } from './ConfirmStage';
import { EntryStage } from './EntryStage';
import { WizardButtons } from './WizardButtons';

interface Props {
  unitName: string;
  residents: readonly Resident[];
  gatewayId: string;
  busy: boolean;
  failure: string | null;
  onRemove: () => void;
}

const t = texts.removeHub;
const steps: ReadonlyArray<[SupportRemovalStageName, string]> = [
  ['unit', t.stepUnit],
  ['resident', t.stepResident],
  ['confirm', t.stepConfirm],
];

/**
 * The guarded removal of support users (spec 01 §4, §5): the page follows app/domain/supportRemoval.ts;
 * the dialog mounts it only while open, so it starts again from the unit page each time.
 */
export function SupportRemovalWizard({ unitName, residents, gatewayId, busy, failure, onRemove }: Props) {
  const facts = { unitName, residents };
  const [state, setState] = useState(supportRemovalStart);
  const { stage, entries } = state;
  const send = (event: SupportRemovalEvent) => setState((current) => supportRemovalTransition(current, event, facts));

  function press(button: SupportRemovalButton) {
    if (button === 'remove') return onRemove();
    if (button === 'copy') return void copyToClipboard(gatewayId).then((copied) => send({ type: copied ? 'copied' : 'copyFailed' }));
    send({ type: button });
  }

  const buttons = <WizardButtons stage={stage.name} enabled={(button) => supportRemovalEnabled(button, state, facts, busy)} onPress={press} />;
  const entryStage = { verdict: entryCheckOf(state, facts) ?? 'empty', onEntry: (value: string) => send({ type: 'entry', value }), onContinue: () => send({ type: 'continue' }), buttons };
  return (
    <>
      <Stepper activeStep={steps.findIndex(([name]) => name === stage.name)} alternativeLabel sx={{ mb: 3 }}>
        {steps.map(([name, label]) => (
          <Step key={name}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {perStage<SupportRemovalStage, ReactNode>(stage, {
        unit: () => <EntryStage key="unit" label={t.unitNameField} wrongText={t.wrongUnit} entry={entries.unit} {...entryStage} />,
        resident: () => <EntryStage key="resident" label={t.residentField} hint={t.residentHint} wrongText={t.invalidEntry} entry={entries.resident} {...entryStage} />,
        confirm: ({ copy }) => <ConfirmStage gatewayId={gatewayId} copy={copy} failure={failure} buttons={buttons} />,
      })}
    </>
  );
}
