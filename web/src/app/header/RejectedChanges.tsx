import { Text } from '@mantine/core';
import type { RejectedMutation } from '@trilha/sync';
import { useTranslation } from 'react-i18next';
import { useRejectionText } from './rejection-text';

/** The changes the server refused (the status's most recent), each with the reason in words. */
export function RejectedChanges({ rejected }: { rejected: readonly RejectedMutation[] }) {
  const { t } = useTranslation('common');
  const rejectionText = useRejectionText();
  return (
    <>
      <Text size="sm" fw={600}>
        {t('sync.rejectedTitle')}
      </Text>
      {rejected.map((rejection) => (
        <Text size="xs" key={rejection.id} data-testid="sync-rejection">
          {t(`sync.mutation.${rejection.name.split('.')[1] ?? 'other'}`, {
            defaultValue: rejection.name,
          })}
          : {rejectionText(rejection)}
        </Text>
      ))}
    </>
  );
}
