import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { devicePresetNames, presetNameChoices } from '../../domain/devicePresetNames';
import { texts } from '../../domain/texts';

/** The Device Name picker: the fixed preset names to choose from, or a name of the installer's own (spec 02 §2, §5). */
export function DeviceNameField({ name, onChange }: { name: string; onChange: (name: string) => void }) {
  // Whether the installer has typed since the list opened: only typing narrows it.
  const [typed, setTyped] = useState(false);
  return (
    <Autocomplete
      freeSolo
      options={devicePresetNames}
      filterOptions={(_options, { inputValue }) => [...presetNameChoices(inputValue, typed)]}
      onOpen={() => setTyped(false)}
      inputValue={name}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input') setTyped(true);
        onChange(value);
      }}
      renderInput={(params) => <TextField {...params} label={texts.deviceDetail.deviceName} />}
    />
  );
}
