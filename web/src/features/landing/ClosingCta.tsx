import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The last push: the free trial, or a look at the library first. */
export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <Paper
      component="section"
      aria-labelledby="landing-cta"
      p={{ base: 'xl', sm: 48 }}
      radius="lg"
      bg="violet.7"
      c="white"
    >
      <Stack align="center" ta="center" gap="md">
        <Title order={2} id="landing-cta">
          {t('cta.title')}
        </Title>
        <Text size="lg" maw={560}>
          {t('cta.text')}
        </Text>
        <Group justify="center">
          <Button component={Link} to="/login" size="lg" variant="white">
            {t('cta.startTrial')}
          </Button>
          <Button component={Link} to="/library" size="lg" variant="outline" color="white">
            {t('cta.exploreLibrary')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
