import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Any unknown path: '404 Page Not Found' with a developer-style hint. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>404 Page Not Found</Title>
      <Text c="dimmed">{t('notFound.hint')}</Text>
      <Code>{pathname}</Code>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
