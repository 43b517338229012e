/**
 * The SDK's user feedback form, opened by the error page's 'click here fill out a report'
 * (spec 01 §2). It loads on that click only, so the SDK's main chunk stays small. The form does
 * not take an event id, so the feedback is tied to the crash in the SDK's `beforeSendFeedback`
 * hook, which exists to change a feedback event before it is sent.
 */
import { feedbackIntegration, getClient, getFeedback } from '@sentry/react';
import { texts } from '../domain/texts';
import { scrubSecrets } from '../lib/scrubSecrets';

type FeedbackForm = Awaited<ReturnType<NonNullable<ReturnType<typeof getFeedback>>['createForm']>>;

const labels = texts.errorPage.reportForm;

/** The crash the open form reports on. */
let reportedEventId: string | null = null;
let form: FeedbackForm | null = null;

function feedback(secrets: () => string[]) {
  const existing = getFeedback();
  if (existing) return existing;
  const client = getClient();
  if (!client) throw new Error('Error reporting has not started');
  client.on('beforeSendFeedback', (event) => {
    // Feedback skips beforeSend: what the installer typed is scrubbed here, like every event.
    event.contexts.feedback = scrubSecrets(event.contexts.feedback, secrets());
    if (reportedEventId) event.contexts.feedback.associated_event_id = reportedEventId;
  });
  const integration = feedbackIntegration({
    autoInject: false,
    showBranding: false,
    colorScheme: 'light',
    // Phones cannot take one, and a screenshot would carry residents' names off the device.
    enableScreenshot: false,
    useSentryUser: { email: 'email', name: 'username' },
    formTitle: labels.title,
    nameLabel: labels.nameLabel,
    namePlaceholder: labels.namePlaceholder,
    emailLabel: labels.emailLabel,
    emailPlaceholder: labels.emailPlaceholder,
    messageLabel: labels.messageLabel,
    messagePlaceholder: labels.messagePlaceholder,
    isRequiredLabel: labels.requiredLabel,
    submitButtonLabel: labels.submit,
    cancelButtonLabel: labels.cancel,
    successMessageText: labels.sent,
    errorEmptyMessageText: labels.emptyMessage,
    errorGenericText: labels.notSent,
    errorTimeoutText: labels.notSent,
    errorForbiddenText: labels.notSent,
    errorNoClientText: labels.notSent,
  });
  client.addIntegration(integration);
  return integration;
}

function closeForm(): void {
  form?.removeFromDom();
  form = null;
}

export async function openFeedbackForm(eventId: string | null, secrets: () => string[]): Promise<void> {
  closeForm();
  reportedEventId = eventId;
  form = await feedback(secrets).createForm({ onFormClose: closeForm, onFormSubmitted: closeForm });
  form.appendToDom();
  form.open();
}
