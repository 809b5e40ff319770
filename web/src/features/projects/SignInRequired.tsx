import { Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /projects for a visitor: why to sign in, and the way to do it. */
export function SignInRequired() {
  const { t } = useTranslation('projects');
  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="xl">
        <Stack align="center" gap="md" py="md">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconLock size={32} />
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            {t('signIn.title')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('signIn.text')}
          </Text>
          <Group justify="center">
            <Button component={Link} to="/login">
              {t('signIn.login')}
            </Button>
            <Button component={Link} to="/signup" variant="light">
              {t('signIn.signup')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
