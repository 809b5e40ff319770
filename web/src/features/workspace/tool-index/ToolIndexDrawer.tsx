import { Button, Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { PhaseNumber } from '@trilha/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { compactOnPhone } from '../../../components/compact-button';
import { LazyDrawer } from '../../../components/lazy-dialogs';

// The eight-card index is the drawer's only content: it loads when the drawer first opens.
const ToolIndex = lazy(async () => ({
  default: (await import('./ToolIndex')).ToolIndex,
}));

/**
 * 'Índice de Ferramentas' behind a button instead of below every phase: the drawer lists the
 * eight tools, and choosing one makes its phase the current one (then the drawer closes).
 */
export function ToolIndexDrawer(props: {
  currentPhase: number;
  onChoosePhase(phase: PhaseNumber): void;
}) {
  const { t } = useTranslation('toolIndex');
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        {...compactOnPhone(t('title'))}
        leftSection={<IconLayoutGrid size={18} aria-hidden />}
        onClick={drawer.open}
        aria-haspopup="dialog"
      >
        {t('title')}
      </Button>
      <LazyDrawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        // Full width on phones, 40rem beside the page elsewhere (rem() passes clamp() through).
        size="clamp(0px, 100%, 40rem)"
        title={t('title')}
      >
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          <ToolIndex
            mode="compact"
            onSelect={(tool) => {
              if (tool.phase !== props.currentPhase) props.onChoosePhase(tool.phase);
              drawer.close();
            }}
          />
        </Suspense>
      </LazyDrawer>
    </>
  );
}
