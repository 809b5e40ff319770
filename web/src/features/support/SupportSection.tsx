import { Button, Text } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../components/SectionCard';
import { linkTarget, useSupportContact } from './useSupportContact';

/**
 * The account page's 24/7 support, for the accounts whose plan sells it: the way to reach it,
 * or — when the server has no SUPPORT_URL — that it is not set up here and whom to ask.
 */
export function SupportSection() {
  const { t } = useTranslation('support');
  const contact = useSupportContact();
  if (!contact) return null;
  return (
    <SectionCard
      titleId="support-title"
      title={t('section.title')}
      icon={<IconHeadset size={20} />}
    >
      <Text>{t('section.text')}</Text>
      {contact === 'unconfigured' ? (
        <Text size="sm" c="dimmed" data-testid="support-unconfigured">
          {t('section.unconfigured')}
        </Text>
      ) : (
        <Button
          component="a"
          href={contact.url}
          {...linkTarget(contact.url)}
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('section.contact')}
        </Button>
      )}
    </SectionCard>
  );
}
