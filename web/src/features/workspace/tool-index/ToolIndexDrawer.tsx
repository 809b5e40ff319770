import { Center, Loader } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import type { PhaseNumber } from '@trilha/shared';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerButton } from '../../../components/DrawerButton';

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
  return (
    <DrawerButton
      label={t('title')}
      icon={<IconLayoutGrid size={18} aria-hidden />}
      maxWidth="40rem"
    >
      {(close) => (
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
              close();
            }}
          />
        </Suspense>
      )}
    </DrawerButton>
  );
}
