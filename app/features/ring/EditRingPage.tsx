import Alert from '@mui/material/Alert';
import { useState } from 'react';
import type { LiveDevice } from '../../api/schemas';
import { genericFailureText } from '../../domain/errorMessages';
import { answersOf, editAnswer, type RingAnswers } from '../../domain/ring';
import { texts } from '../../domain/texts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RingButtons } from './RingButtons';
import { RingQuestions } from './RingQuestions';

interface Props {
  ring: LiveDevice;
  updating: boolean;
  removing: boolean;
  failure: unknown;
  onChange: (metadataId: number) => void;
  /** Resolves once the removal has an answer, so the question stays until then. */
  onRemove: () => Promise<unknown>;
}

/**
 * edit-ring: a model or chime change is sent at once (a switch to pro waits for its chime type);
 * Remove asks first. A failed call says why and leaves everything usable again (spec 02 §8).
 */
export function EditRingPage({ ring, updating, removing, failure, onChange, onRemove }: Props) {
  const [answers, setAnswers] = useState<RingAnswers>(() => answersOf(ring));
  const [confirming, setConfirming] = useState(false);
  const change = (patch: Partial<RingAnswers>) => {
    const edit = editAnswer(answers, patch, ring.metadata_id);
    setAnswers(edit.answers);
    if (edit.send !== null) onChange(edit.send);
  };
  return (
    <>
      <RingQuestions answers={answers} disabled={updating || removing} onChange={change} />
      {updating && (
        <Alert severity="info" sx={{ mt: 2 }} role="status">
          {texts.ring.saving}
        </Alert>
      )}
      {failure !== null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {genericFailureText(failure)}
        </Alert>
      )}
      <RingButtons page="edit-ring" disabled={updating || removing} onPress={() => setConfirming(true)} />
      {confirming && (
        <ConfirmDialog
          title={texts.ring.removeTitle}
          text={texts.ring.removeText}
          confirmLabel={texts.ring.removeConfirm}
          cancelLabel={texts.ring.cancel}
          busy={removing}
          onConfirm={() => void onRemove().finally(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
