import { Button, Divider, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListNumbers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { compactOnPhone } from '../../components/compact-button';
import { LazyDrawer } from '../../components/lazy-dialogs';
import { useIsFacilitator } from '../../project-data/run-of-show';
import { AgendaPanel } from './AgendaPanel';

/**
 * 'Agenda' among the project's actions, for a facilitator: the steps in a drawer beside the
 * page (the whole width of a phone). `facilitators` is the owner's section naming them, which
 * the page composes (it reads the project's members, another feature's data).
 */
export function AgendaButton(props: { projectId: string; facilitators?: ReactNode }) {
  const { t } = useTranslation('runOfShow');
  const [opened, drawer] = useDisclosure(false);
  if (!useIsFacilitator(props.projectId)) return null;
  return (
    <>
      <Button
        variant="default"
        {...compactOnPhone(t('agenda.button'))}
        leftSection={<IconListNumbers size={18} aria-hidden />}
        onClick={drawer.open}
        aria-haspopup="dialog"
      >
        {t('agenda.button')}
      </Button>
      <LazyDrawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="clamp(0px, 100%, 36rem)"
        title={t('agenda.title')}
      >
        <Stack gap="lg">
          <AgendaPanel projectId={props.projectId} />
          {props.facilitators && (
            <>
              <Divider />
              {props.facilitators}
            </>
          )}
        </Stack>
      </LazyDrawer>
    </>
  );
}
