import { Alert, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFollowFacilitator } from './useFollowFacilitator';

/**
 * A participant's device follows the facilitator (useFollowFacilitator); while its person is
 * elsewhere by their own choice, this bar offers the way back.
 */
export function FollowBar({ projectId }: { projectId: string }) {
  const { t } = useTranslation('runOfShow');
  const following = useFollowFacilitator(projectId);
  if (!following.away) return null;
  return (
    <Alert color="blue" py="xs" data-testid="follow-bar">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{t('follow.away')}</Text>
        <Button
          size="xs"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          onClick={following.comeBack}
        >
          {t('follow.back')}
        </Button>
      </Group>
    </Alert>
  );
}
