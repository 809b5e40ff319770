import { Avatar, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from './SectionTitle';

/** Sample marketing content (spec, section 1): people, their role and company. */
const PEOPLE = [
  { key: 'mariana', name: 'Mariana Costa', company: 'Nuvem Azul Saúde', color: 'violet' },
  { key: 'rafael', name: 'Rafael Almeida', company: 'Horizonte Fintech', color: 'blue' },
  { key: 'camila', name: 'Camila Rocha', company: 'Instituto Criar', color: 'grape' },
] as const;

export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="landing-testimonials">
      <SectionTitle id="landing-testimonials" title={t('testimonials.title')} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PEOPLE.map((person) => (
          <Card
            key={person.key}
            withBorder
            padding="lg"
            component="figure"
            m={0}
            data-testid="landing-testimonial"
          >
            <IconQuote size={28} color="var(--mantine-color-violet-4)" aria-hidden />
            <Text component="blockquote" m={0} mt="xs" style={{ flex: 1 }}>
              {t(`testimonials.items.${person.key}.quote`)}
            </Text>
            <Group component="figcaption" mt="lg" gap="sm" wrap="nowrap">
              <Avatar color={person.color} radius="xl" aria-hidden>
                {person.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </Avatar>
              <div>
                <Text fw={700} size="sm">
                  {person.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`testimonials.items.${person.key}.role`)}, {person.company}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
