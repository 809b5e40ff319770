import { Menu } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { linkTarget, useSupportContact } from './useSupportContact';

/**
 * 'Suporte 24/7' in the user menu, for the accounts whose plan sells it. Without SUPPORT_URL
 * on the server there is no link to give: the item is left out (the account's page says why).
 */
export function SupportMenuItem() {
  const { t } = useTranslation('support');
  const contact = useSupportContact();
  if (!contact || contact === 'unconfigured') return null;
  return (
    <Menu.Item
      component="a"
      href={contact.url}
      {...linkTarget(contact.url)}
      leftSection={<IconHeadset size={16} aria-hidden />}
    >
      {t('menuItem')}
    </Menu.Item>
  );
}
