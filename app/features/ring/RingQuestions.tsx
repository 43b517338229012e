import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { chimeTypes, ringChimeAnswers, ringModels } from '../../api/schemas';
import { chimeTypeAsked, doorbellVoltage, type RingAnswers } from '../../domain/ring';
import { texts } from '../../domain/texts';

const t = texts.ring;

interface ChoiceProps<T extends string> {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  disabled: boolean;
  onChange: (value: T) => void;
}

function Choice<T extends string>({ label, options, labels, value, disabled, onChange }: ChoiceProps<T>) {
  const id = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value ?? ''} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={labels[option]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

interface Props {
  answers: RingAnswers;
  disabled: boolean;
  onChange: (patch: Partial<RingAnswers>) => void;
}

/** The Ring's details (spec 02 §3, §5): model, Ring Chime, the unit's chime for pro only, and the transformer voltage it needs. */
export function RingQuestions({ answers, disabled, onChange }: Props) {
  return (
    <Stack spacing={2}>
      <Choice label={t.model} options={ringModels} labels={t.models} value={answers.ringModel} disabled={disabled} onChange={(ringModel) => onChange({ ringModel })} />
      {answers.ringModel && (
        // Guidance, not news: a note, so the page's alerts stay the failures.
        <Alert severity="info" role="note">
          {t.voltageGuidance(doorbellVoltage[answers.ringModel])}
        </Alert>
      )}
      <Choice label={t.ringChime} options={ringChimeAnswers} labels={t.ringChimeAnswers} value={answers.ringChime} disabled={disabled} onChange={(ringChime) => onChange({ ringChime })} />
      {chimeTypeAsked(answers.ringModel) && (
        <Choice label={t.chimeType} options={chimeTypes} labels={t.chimeTypes} value={answers.chimeType} disabled={disabled} onChange={(chimeType) => onChange({ chimeType })} />
      )}
    </Stack>
  );
}
