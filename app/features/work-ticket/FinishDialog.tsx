import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FinishForm, FinishVariant, InstallStatus } from '../../domain/finishForm';
import { texts } from '../../domain/texts';

interface Props {
  variant: FinishVariant;
  transformerAsked: boolean;
  /** The values as the variant lets them through (forced status shown as selected). */
  form: FinishForm;
  onChange: (patch: Partial<FinishForm>) => void;
  /** The validation or failure alert to show, or null. */
  alert: string | null;
  waiting: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

const t = texts.finish;

/**
 * The Submit Install dialog (spec 01 §2, §5; 02 §2): a controlled form, no logic of its own.
 * Rendered only while open; what was typed lives in useFinishDialog, so it survives closing.
 */
export function FinishDialog({ variant, transformerAsked, form, onChange, alert, waiting, onSubmit, onClose }: Props) {
  const forced = variant !== 'full';
  const equipment = variant !== 'incompleteOnly';
  return (
    <Dialog open onClose={waiting ? undefined : onClose} aria-labelledby="finish-title" scroll="body">
      <DialogTitle id="finish-title">{t.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControl disabled={forced}>
            <FormLabel id="finish-status">{t.status}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="finish-status"
              name="installStatusRadio"
              value={form.installStatusRadio ?? ''}
              onChange={(event) => onChange({ installStatusRadio: event.target.value as InstallStatus })}
            >
              <FormControlLabel value="complete" control={<Radio />} label={t.complete} />
              <FormControlLabel value="incomplete" control={<Radio />} label={t.incomplete} />
            </RadioGroup>
          </FormControl>
          {form.installStatusRadio === 'incomplete' && (
            <TextField
              select
              label={t.reason}
              name="incompleteReason"
              value={form.incompleteReason}
              onChange={(event) => onChange({ incompleteReason: event.target.value })}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" disabled />
              {t.reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </TextField>
          )}
          {equipment && (
            <>
              <FormControlLabel
                control={<Checkbox name="privacyLockInstalled" checked={form.privacyLockInstalled} onChange={(_, checked) => onChange({ privacyLockInstalled: checked })} />}
                label={t.privacyLockInstalled}
              />
              <FormControlLabel
                control={
                  <Checkbox name="addOnSwitchesInstalled" checked={form.addOnSwitchesInstalled} onChange={(_, checked) => onChange({ addOnSwitchesInstalled: checked })} />
                }
                label={t.addOnSwitchesInstalled}
              />
              {form.addOnSwitchesInstalled && (
                <TextField
                  label={t.addOnSwitchesQty}
                  name="addOnSwitchesQty"
                  value={form.addOnSwitchesQty}
                  onChange={(event) => onChange({ addOnSwitchesQty: event.target.value })}
                  // Text, not type=number: the rules judge what was typed, including '1.5'.
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
              {transformerAsked && (
                <FormControlLabel
                  control={<Checkbox name="transformerInstalled" checked={form.transformerInstalled} onChange={(_, checked) => onChange({ transformerInstalled: checked })} />}
                  label={t.transformerInstalled}
                />
              )}
              <TextField
                label={t.hubLocation}
                name="hubLocationText"
                multiline
                maxRows={2}
                value={form.hubLocationText}
                onChange={(event) => onChange({ hubLocationText: event.target.value })}
              />
            </>
          )}
          <TextField
            label={t.closingNotes}
            name="closingNotesText"
            multiline
            minRows={2}
            maxRows={6}
            value={form.closingNotesText}
            onChange={(event) => onChange({ closingNotesText: event.target.value })}
          />
          {alert && <Alert severity="error">{alert}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={waiting}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={waiting} aria-busy={waiting}>
          {waiting ? t.submitting : t.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
