import type { WebhookEventType } from '@trilha/shared';

/** The key of an event's label in the 'integrations' texts ('project.created' → events.project_created). */
export const eventLabelKey = (type: WebhookEventType) =>
  `events.${type.replace('.', '_')}` as const;
