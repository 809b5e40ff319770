import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconBooks,
  IconChartBar,
  IconFileExport,
  IconMessageChatbot,
  IconRoute,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from './SectionTitle';

const FEATURES = [
  { key: 'guided', icon: IconRoute },
  { key: 'ai', icon: IconMessageChatbot },
  { key: 'library', icon: IconBooks },
  { key: 'collaboration', icon: IconUsersGroup },
  { key: 'metrics', icon: IconChartBar },
  { key: 'export', icon: IconFileExport },
] as const;

/** The six things the product offers. */
export function FeaturesSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-features">
      <SectionTitle
        id="landing-features"
        title={t('features.title')}
        subtitle={t('features.subtitle')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {FEATURES.map(({ key, icon: Icon }) => (
          <Card key={key} withBorder padding="lg" data-testid="landing-feature">
            <ThemeIcon size={48} radius="md" variant="light" mb="md" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Text fw={700} size="lg">
              {t(`features.${key}.title`)}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`features.${key}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
