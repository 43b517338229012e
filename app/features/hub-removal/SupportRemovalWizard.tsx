import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import type { Resident } from '../../api/schemas';
import { checkResidentEntry, checkUnitName } from '../../domain/removeHubChecks';
import { texts } from '../../domain/texts';
import { CopyToConfirmStep } from './CopyToConfirmStep';
import { EntryStep } from './EntryStep';

interface Props {
  unitName: string;
  residents: readonly Resident[];
  gatewayId: string;
  busy: boolean;
  failure: string | null;
  onRemove: () => void;
}

const t = texts.removeHub;
const steps = [t.stepUnit, t.stepResident, t.stepConfirm];

/**
 * The guarded removal of support users (spec 01 §4, §5): unit name, resident or 'vacant', copy to
 * confirm. Back returns a page with what was typed there; the copy is asked again each time.
 */
export function SupportRemovalWizard({ unitName, residents, gatewayId, busy, failure, onRemove }: Props) {
  const [step, setStep] = useState(0);
  const [entries, setEntries] = useState({ unit: '', resident: '' });
  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <EntryStep
          label={t.unitNameField}
          wrongText={t.wrongUnit}
          entry={entries.unit}
          onEntry={(unit) => setEntries({ ...entries, unit })}
          check={(entry) => checkUnitName(entry, unitName)}
          onPassed={() => setStep(1)}
        />
      )}
      {step === 1 && (
        <EntryStep
          label={t.residentField}
          hint={t.residentHint}
          wrongText={t.invalidEntry}
          entry={entries.resident}
          onEntry={(resident) => setEntries({ ...entries, resident })}
          check={(entry) => checkResidentEntry(entry, residents)}
          onPassed={() => setStep(2)}
          onBack={() => setStep(0)}
        />
      )}
      {step === 2 && <CopyToConfirmStep gatewayId={gatewayId} busy={busy} failure={failure} onRemove={onRemove} onBack={() => setStep(1)} />}
    </>
  );
}
