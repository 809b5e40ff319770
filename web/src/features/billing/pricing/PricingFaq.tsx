import { Accordion, Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['cancel', 'change', 'trial', 'yearly', 'currency', 'offline'] as const;

/** The questions people ask before choosing a plan. */
export function PricingFaq() {
  const { t } = useTranslation('pricing');
  return (
    <Container size="md" w="100%" p={0} component="section" aria-labelledby="pricing-faq-title">
      <Title order={2} id="pricing-faq-title" ta="center" mb="lg">
        {t('faq.title')}
      </Title>
      <Accordion variant="separated" radius="md">
        {QUESTIONS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`faq.items.${key}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.items.${key}.answer`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Container>
  );
}
