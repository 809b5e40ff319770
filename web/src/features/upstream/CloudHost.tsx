import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'Nuvem: trilha.app': which cloud, by the host UPSTREAM_URL names. */
export function CloudHost(props: { cloudUrl: string | null }) {
  const { t } = useTranslation('upstream');
  if (!props.cloudUrl) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="cloud-host">
      {t('cloud', { host: hostOf(props.cloudUrl) })}
    </Text>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
