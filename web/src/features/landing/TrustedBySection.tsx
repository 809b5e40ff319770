import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './landing.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
/** Sample organisations (marketing content, invented). */
const COMPANIES = [
  'Nuvem Azul Saúde',
  'Horizonte Fintech',
  'Instituto Criar',
  'Rede Varejo Sul',
  'Campus Aberto',
  'Lumen Energia',
] as const;

/** The rating claim (4.9/5 from 2,500+ users, 5 stars) and the organisations using Trilha. */
export function TrustedBySection() {
  const { t } = useTranslation('landing');
  return (
    <Paper component="section" aria-labelledby="landing-trusted" p="xl" radius="lg" bg="gray.0">
      <Stack align="center" ta="center" gap="md">
        <Title order={2} id="landing-trusted">
          {t('trusted.title')}
        </Title>
        <Group gap={4} role="img" aria-label={t('trusted.ratingLabel')}>
          {STARS.map((star) => (
            <IconStarFilled key={star} size={24} color="#B45309" aria-hidden />
          ))}
        </Group>
        <Text fw={700} size="lg">
          {t('trusted.rating')}
        </Text>
        <Group justify="center" gap="xl" mt="sm">
          {COMPANIES.map((company) => (
            <Text key={company} className={classes.company}>
              {company}
            </Text>
          ))}
        </Group>
        <Text c="dimmed" maw={560}>
          {t('trusted.claim')}
        </Text>
      </Stack>
    </Paper>
  );
}
