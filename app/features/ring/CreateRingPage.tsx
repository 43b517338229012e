import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { genericFailureText } from '../../domain/errorMessages';
import { confirmEnabled, metadataIdOf, noAnswers, type RingAnswers } from '../../domain/ring';
import { RingButtons } from './RingButtons';
import { RingQuestions } from './RingQuestions';

interface Props {
  creating: boolean;
  failure: unknown;
  onCreate: (answers: RingAnswers, metadataId: number) => void;
}

/** create-ring: the details, then 'Confirm and Install' sends the create call; a failure says why and stays here. */
export function CreateRingPage({ creating, failure, onCreate }: Props) {
  const [answers, setAnswers] = useState<RingAnswers>(noAnswers);
  const confirm = () => {
    const id = metadataIdOf(answers);
    if (id !== null) onCreate(answers, id);
  };
  return (
    <>
      <RingQuestions answers={answers} disabled={creating} onChange={(patch) => setAnswers({ ...answers, ...patch })} />
      {failure !== null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {genericFailureText(failure)}
        </Alert>
      )}
      <RingButtons page="create-ring" disabled={!confirmEnabled(answers, creating)} busy={creating} onPress={confirm} />
    </>
  );
}
