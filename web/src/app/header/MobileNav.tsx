import { Button, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { InstallAppButton } from '../../features/pwa/InstallAppEntry';
import { useAuth } from '../../lib/auth-store';
import { MOBILE_ENTRY_HEIGHT } from './breakpoint';
import { useNavLinks } from './Header';
import { LanguageSelector } from './LanguageSelector';

// The avatar, the user entries and sign-out: like the header's user menu, only for signed-in users.
const MobileAccount = lazy(async () => ({
  default: (await import('./MobileAccount')).MobileAccount,
}));

/**
 * What the header holds on large screens, for phones and tablets (below NAV_BREAKPOINT): every
 * navigation entry, the language, then the user's entries (or nothing more when signed out: the
 * header keeps its 'Entrar' button). `onNavigate` closes the menu: after any entry (even the current
 * page's) and on Escape.
 */
export function MobileNav({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const isAuthenticated = useAuth((state) => state.isAuthenticated);
  const links = useNavLinks();
  // Escape closes the menu, as it would a dialog (here, not in Layout: this code loads lazily).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onNavigate();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNavigate]);

  return (
    <ScrollArea className="trilha-mobile-nav" type="auto" data-testid="mobile-nav">
      <Stack gap="md" p="md">
        <Stack gap={4} component="nav" aria-label={t('nav.label')}>
          {links.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              onClick={onNavigate}
              variant="subtle"
              justify="flex-start"
              fullWidth
              h={MOBILE_ENTRY_HEIGHT}
              size="md"
            >
              {link.label}
            </Button>
          ))}
        </Stack>
        <Divider />
        <Group justify="space-between" wrap="nowrap" px="sm">
          <Text size="sm" fw={600}>
            {t('header.language')}
          </Text>
          <LanguageSelector />
        </Group>
        <Suspense fallback={null}>
          {isAuthenticated ? (
            <>
              <Divider />
              <MobileAccount onNavigate={onNavigate} />
            </>
          ) : (
            <InstallAppButton />
          )}
        </Suspense>
      </Stack>
    </ScrollArea>
  );
}
