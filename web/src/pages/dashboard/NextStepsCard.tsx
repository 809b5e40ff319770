import { Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['project', 'research', 'mentor'] as const;

/** Three steps that move any project forward. */
export function NextStepsCard() {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={2} size="h3" mb="md">
        {t('nextSteps.title')}
      </Title>
      <List spacing="md" center>
        {STEPS.map((step, index) => (
          <List.Item
            key={step}
            icon={
              <ThemeIcon radius="xl" size="md" aria-hidden>
                <Text size="xs" fw={800} c="inherit">
                  {index + 1}
                </Text>
              </ThemeIcon>
            }
          >
            <Text size="sm">{t(`nextSteps.items.${step}`)}</Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
