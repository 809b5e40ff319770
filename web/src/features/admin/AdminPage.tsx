import { Container, Stack, Tabs } from '@mantine/core';
import { IconBook, IconChartBar, IconFolders, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { AdminOffline } from './AdminOffline';
import { ArticlesTab } from './ArticlesTab';
import { ProjectsTab } from './ProjectsTab';
import { StatsTab } from './StatsTab';
import { UsersTab } from './UsersTab';
import { useOnline } from './useOnline';

const TABS = ['dashboard', 'users', 'projects', 'articles'] as const;
type AdminTab = (typeof TABS)[number];
const isAdminTab = (value: string | null): value is AdminTab =>
  value !== null && (TABS as readonly string[]).includes(value);

const ICONS: Record<AdminTab, ReactNode> = {
  dashboard: <IconChartBar size={16} aria-hidden />,
  users: <IconUsers size={16} aria-hidden />,
  projects: <IconFolders size={16} aria-hidden />,
  articles: <IconBook size={16} aria-hidden />,
};

/**
 * /admin (administrators only; the router's Guard checks the role). Everything here is the
 * server's data, so with no connection the page says administration needs one instead of
 * failing. The open tab is kept in the address (?tab=), so a reload stays on it.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'dashboard';

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        {online ? (
          <Tabs
            keepMounted={false}
            value={tab}
            onChange={(value) =>
              isAdminTab(value) &&
              setParams(value === 'dashboard' ? {} : { tab: value }, { replace: true })
            }
          >
            <Tabs.List aria-label={t('tabs.label')} mb="lg">
              {TABS.map((value) => (
                <Tabs.Tab key={value} value={value} leftSection={ICONS[value]}>
                  {t(`tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="dashboard">
              <StatsTab />
            </Tabs.Panel>
            <Tabs.Panel value="users">
              <UsersTab />
            </Tabs.Panel>
            <Tabs.Panel value="projects">
              <ProjectsTab />
            </Tabs.Panel>
            <Tabs.Panel value="articles">
              <ArticlesTab />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <AdminOffline />
        )}
      </Stack>
    </Container>
  );
}
