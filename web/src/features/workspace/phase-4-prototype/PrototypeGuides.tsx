import { Card, List, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconBulb,
  IconDeviceMobile,
  IconHammer,
  IconLayoutBoard,
  IconNote,
  IconRefresh,
  IconTestPipe,
  IconTools,
} from '@tabler/icons-react';
import type { PROTOTYPE_TYPES } from '@trilha/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/records/SectionHeading';

const TYPE_ICONS: Record<(typeof PROTOTYPE_TYPES)[number], ReactNode> = {
  digital: <IconDeviceMobile size={22} />,
  physical: <IconTools size={22} />,
  storyboard: <IconLayoutBoard size={22} />,
  paper: <IconNote size={22} />,
};
// The spec lists them in this order: Digital, Físico, Storyboard, Papel.
const TYPE_ORDER = ['digital', 'physical', 'storyboard', 'paper'] as const;

/** The 'types' tab: what each kind of prototype is good for, and how to make one. */
export function PrototypeTypesGuide() {
  const { t } = useTranslation('prototypeTest');
  return (
    <Stack>
      <SectionHeading title={t('guides.types.title')} intro={t('guides.types.intro')} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {TYPE_ORDER.map((type) => (
          <Card key={type} withBorder radius="md" padding="lg">
            <Stack gap="xs">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                {TYPE_ICONS[type]}
              </ThemeIcon>
              <Title order={4} size="h5">
                {t(`types.${type}`)}
              </Title>
              <Text size="sm">{t(`guides.types.${type}.description`)}</Text>
              <Text size="sm" fw={600}>
                {t('guides.types.whenLabel')}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`guides.types.${type}.when`)}
              </Text>
              <Text size="sm" fw={600}>
                {t('guides.types.examplesLabel')}
              </Text>
              <List size="sm" spacing={2}>
                {(t(`guides.types.${type}.examples`, { returnObjects: true }) as string[]).map(
                  (example) => (
                    <List.Item key={example}>{example}</List.Item>
                  ),
                )}
              </List>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const STEPS = [
  { key: 'build', icon: <IconHammer size={14} /> },
  { key: 'test', icon: <IconTestPipe size={14} /> },
  { key: 'learn', icon: <IconBulb size={14} /> },
  { key: 'iterate', icon: <IconRefresh size={14} /> },
] as const;

/** The 'iteration' tab: the build–test–learn–iterate loop and habits that keep it short. */
export function IterationGuide() {
  const { t } = useTranslation('prototypeTest');
  return (
    <Stack>
      <SectionHeading title={t('guides.iteration.title')} intro={t('guides.iteration.intro')} />
      <Card withBorder radius="md" padding="lg">
        <Timeline active={STEPS.length - 1} bulletSize={26} lineWidth={2}>
          {STEPS.map((step) => (
            <Timeline.Item
              key={step.key}
              bullet={step.icon}
              title={
                <Title order={4} size="h6">
                  {t(`guides.iteration.${step.key}.title`)}
                </Title>
              }
            >
              <Text size="sm" c="dimmed">
                {t(`guides.iteration.${step.key}.text`)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={4} size="h5" mb="xs">
          {t('guides.iteration.tipsTitle')}
        </Title>
        <List size="sm" spacing={4}>
          {(t('guides.iteration.tips', { returnObjects: true }) as string[]).map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
