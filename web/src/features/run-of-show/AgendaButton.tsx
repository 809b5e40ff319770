import { Divider, Stack } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerButton } from '../../components/DrawerButton';
import { useIsFacilitator } from '../../project-data/run-of-show';
import { AgendaPanel } from './AgendaPanel';

/**
 * 'Agenda' among the project's actions, for a facilitator: the steps in a drawer beside the
 * page (the whole width of a phone). `facilitators` is the owner's section naming them, which
 * the page composes (it reads the project's members, another feature's data).
 */
export function AgendaButton(props: { projectId: string; facilitators?: ReactNode }) {
  const { t } = useTranslation('runOfShow');
  if (!useIsFacilitator(props.projectId)) return null;
  return (
    <DrawerButton
      label={t('agenda.button')}
      title={t('agenda.title')}
      icon={<IconListNumbers size={18} aria-hidden />}
      maxWidth="36rem"
    >
      {() => (
        <Stack gap="lg">
          <AgendaPanel projectId={props.projectId} />
          {props.facilitators && (
            <>
              <Divider />
              {props.facilitators}
            </>
          )}
        </Stack>
      )}
    </DrawerButton>
  );
}
