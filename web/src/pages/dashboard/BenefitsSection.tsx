import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconRepeat, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const BENEFITS = [
  { key: 'human', icon: IconHeartHandshake, color: 'violet' },
  { key: 'iterative', icon: IconRepeat, color: 'blue' },
  { key: 'collaborative', icon: IconUsersGroup, color: 'teal' },
] as const;

/** Why the method works: human-centred, iterative, collaborative. */
export function BenefitsSection() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="dashboard-benefits-title">
      <Title order={2} id="dashboard-benefits-title" mb="md">
        {t('benefits.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {BENEFITS.map(({ key, icon: Icon, color }) => (
          <Card key={key} withBorder padding="lg">
            <ThemeIcon size={44} radius="md" variant="light" color={color} mb="sm" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t(`benefits.${key}.title`)}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`benefits.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
