import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { devicePresetNames } from '../../domain/devicePresetNames';
import { texts } from '../../domain/texts';

/** The Device Name picker: the fixed preset names to choose from, or a name of the installer's own (spec 02 §2, §5). */
export function DeviceNameField({ name, onChange }: { name: string; onChange: (name: string) => void }) {
  return (
    <Autocomplete
      freeSolo
      options={devicePresetNames}
      inputValue={name}
      onInputChange={(_event, value) => onChange(value)}
      renderInput={(params) => <TextField {...params} label={texts.deviceDetail.deviceName} />}
    />
  );
}
